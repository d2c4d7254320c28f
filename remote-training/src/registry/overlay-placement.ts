import { createContext } from 'react';

/** Where a feature's overlay shows: inside the training shell, or over another area's page. */
export const OverlayPlacement = createContext<'area' | 'page'>('area');
