import { createContext, useContext } from 'react';
import type { HkSectionId } from './hk-api';

/** The HK section a page belongs to: it picks the account (CNY or HKD) every call acts on. */
export const HkSectionContext = createContext<HkSectionId>('HKStock');

export const useHkSection = (): HkSectionId => useContext(HkSectionContext);
