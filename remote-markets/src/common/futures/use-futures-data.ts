import { useLiveList, useSectionAccount, type SectionAccount } from '../derivatives';
import {
  getCapital,
  getContracts,
  getFills,
  getHoldings,
  getOrders,
  type Capital,
  type Contract,
  type FuturesFill,
  type FuturesKind,
  type FuturesOrder,
  type Holding,
} from './futures-api';

export type AccountData = SectionAccount<Capital, Holding, FuturesOrder, FuturesFill>;

const CALLS = { getCapital, getHoldings, getOrders, getFills };

/** Contracts of a section with live quotes, re-read every few seconds. */
export function useContracts(kind: FuturesKind): Contract[] {
  return useLiveList(() => getContracts(kind), kind);
}

/** The account's futures capital, holdings, orders and fills (see useSectionAccount). */
export function useAccountData(kind: FuturesKind): AccountData & { refresh: () => void } {
  return useSectionAccount(kind, CALLS);
}
