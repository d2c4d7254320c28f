import { useCallback } from 'react';
import { MARKED_READ, PUSHED_READ, refetchAll, useAccountKey } from '../derivatives';
import type { HkAssets, HkFill, HkOrder, HkPosition } from './hk-api';
import { useHkSection } from './hk-context';
import { hkApi } from './hk-endpoints';

interface HkAccount {
  assets: HkAssets | null;
  positions: HkPosition[];
  orders: HkOrder[];
  fills: HkFill[];
}

const { endpoints } = hkApi;
const NONE: never[] = [];

/**
 * The section account's funds (CNY or HKD, with 待交收), HK holdings, today's orders and fills,
 * from the portal API: read on entry and at once after every order and fill push (their tags).
 * Funds and holdings are marked to the market, which the server does not push as account data:
 * those two keep the mark-to-market timer (MARK_TO_MARKET_MS); orders and fills have none.
 */
export function useHkAccount(): HkAccount & { refresh: () => void } {
  const section = useHkSection();
  const arg = { section, account: useAccountKey() };
  const assets = endpoints.hkAssets.useQuery(arg, MARKED_READ);
  const positions = endpoints.hkPositions.useQuery(arg, MARKED_READ);
  const orders = endpoints.hkOrders.useQuery(arg, PUSHED_READ);
  const fills = endpoints.hkFills.useQuery(arg, PUSHED_READ);
  const refresh = useCallback(
    () => refetchAll([assets.refetch, positions.refetch, orders.refetch, fills.refetch]),
    [assets.refetch, positions.refetch, orders.refetch, fills.refetch],
  );
  return {
    assets: assets.data ?? null,
    positions: positions.data ?? NONE,
    orders: orders.data ?? NONE,
    fills: fills.data ?? NONE,
    refresh,
  };
}
