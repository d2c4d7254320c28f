import { useCallback } from 'react';
import { useAccountRefresh } from '../trading/use-account-refresh';
import { QUOTE_REFRESH_MS } from './use-live-list';

/** What a derivatives section shows of the account. */
export interface SectionAccount<C, H, O, F> {
  capital: C | null;
  holdings: H[];
  orders: O[];
  fills: F[];
}

/** The four reads of a section's account, each for the section's kind. */
export interface SectionAccountCalls<K, C, H, O, F> {
  getCapital: () => Promise<C | null>;
  getHoldings: (kind: K) => Promise<H[] | null | undefined>;
  getOrders: (kind: K) => Promise<{ list: O[] } | null | undefined>;
  getFills: (kind: K) => Promise<{ list: F[] } | null | undefined>;
}

/**
 * The account's capital, holdings, orders and fills in a derivatives section: read on entry,
 * after every order and fill push, on `refresh` and every two quote periods (floating P&L).
 */
export function useSectionAccount<K, C, H, O, F>(
  kind: K,
  calls: SectionAccountCalls<K, C, H, O, F>,
): SectionAccount<C, H, O, F> & { refresh: () => void } {
  const { getCapital, getHoldings, getOrders, getFills } = calls;
  const load = useCallback(
    () =>
      Promise.all([getCapital(), getHoldings(kind), getOrders(kind), getFills(kind)]).then(
        ([capital, holdings, orders, fills]): SectionAccount<C, H, O, F> => ({
          capital,
          holdings: holdings ?? [],
          orders: orders?.list ?? [],
          fills: fills?.list ?? [],
        }),
      ),
    [kind, getCapital, getHoldings, getOrders, getFills],
  );
  return useAccountRefresh(load, EMPTY as SectionAccount<C, H, O, F>, QUOTE_REFRESH_MS * 2);
}

const EMPTY: SectionAccount<never, never, never, never> = {
  capital: null,
  holdings: [],
  orders: [],
  fills: [],
};
