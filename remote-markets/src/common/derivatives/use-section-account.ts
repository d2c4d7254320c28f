import { useCallback } from 'react';
import { useAccountKey, type AccountArg, type KindArg } from './account-query';

/** What a derivatives section shows of the account. */
export interface SectionAccount<C, H, O, F> {
  capital: C | null;
  holdings: H[];
  orders: O[];
  fills: F[];
}

/** Options every section account read is given (a subset of RTK Query's hook options). */
export interface AccountReadOptions {
  pollingInterval?: number;
  refetchOnMountOrArgChange: boolean;
}

/** What a section uses of an RTK Query read hook's result. */
export interface Read<T> {
  data?: T;
  refetch: () => unknown;
}

/** The four read hooks of a section's account (its endpoints of the portal API). */
export interface SectionAccountHooks<K, C, H, O, F> {
  useCapital: (arg: AccountArg, options: AccountReadOptions) => Read<C | null>;
  useHoldings: (arg: KindArg<K>, options: AccountReadOptions) => Read<H[] | null>;
  useOrders: (arg: KindArg<K>, options: AccountReadOptions) => Read<{ list: O[] } | null>;
  useFills: (arg: KindArg<K>, options: AccountReadOptions) => Read<{ list: F[] } | null>;
}

/**
 * Capital and holdings carry floating P&L, marked to the market's price: the server pushes no
 * account data on a price move (only StkOrderUpdate and StkTradeReport), so these two are still
 * re-read on a timer, through RTK Query's `pollingInterval`.
 */
export const MARK_TO_MARKET_MS = 6000;

/** The options of a read marked to the market: on entry, on its tags' pushes and on the timer. */
export const MARKED_READ: AccountReadOptions = {
  pollingInterval: MARK_TO_MARKET_MS,
  refetchOnMountOrArgChange: true,
};
/** Orders and fills change only through the exchange, which pushes each change: no timer. */
export const PUSHED_READ: AccountReadOptions = { refetchOnMountOrArgChange: true };
const NONE: never[] = [];

/** Re-reads every read now (a page's 刷新, or after a write the hub does not push). */
export function refetchAll(refetches: ReadonlyArray<() => unknown>): void {
  for (const refetch of refetches) {
    try {
      void refetch();
    } catch {
      // Not started yet (before the first effect): it reads on its own in a moment.
    }
  }
}

/**
 * The account's capital, holdings, orders and fills in a derivatives section, from the portal
 * API: read on entry, again at once after every order and fill push (the push bridge invalidates
 * their tags), on `refresh`, and capital and holdings every MARK_TO_MARKET_MS.
 */
export function useSectionAccount<K, C, H, O, F>(
  kind: K,
  hooks: SectionAccountHooks<K, C, H, O, F>,
): SectionAccount<C, H, O, F> & { refresh: () => void } {
  const account = useAccountKey();
  const capital = hooks.useCapital({ account }, MARKED_READ);
  const holdings = hooks.useHoldings({ kind, account }, MARKED_READ);
  const orders = hooks.useOrders({ kind, account }, PUSHED_READ);
  const fills = hooks.useFills({ kind, account }, PUSHED_READ);
  const refresh = useCallback(
    () => refetchAll([capital.refetch, holdings.refetch, orders.refetch, fills.refetch]),
    [capital.refetch, holdings.refetch, orders.refetch, fills.refetch],
  );
  return {
    capital: capital.data ?? null,
    holdings: holdings.data ?? NONE,
    orders: orders.data?.list ?? NONE,
    fills: fills.data?.list ?? NONE,
    refresh,
  };
}
