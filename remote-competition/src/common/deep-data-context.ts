import { createContext, useContext } from 'react';

/** A security to open in the deep-data view. */
export interface SecurityRef {
  symbol: string;
  market: string;
}

/** Opens the shell's deep-data view from any page of the area. */
export const DeepDataContext = createContext<(s: SecurityRef) => void>(() => undefined);

/** The function that opens the deep-data view. */
export function useOpenDeepData(): (s: SecurityRef) => void {
  return useContext(DeepDataContext);
}
