import { useCallback } from 'react';
import { useAccountRefresh } from '../trading/use-account-refresh';
import { getHkAssets, type HkAssets, type HkFill, type HkOrder, type HkPosition } from './hk-api';
import { useHkSection } from './hk-context';
import { getHkFills, getHkOrders, getHkPositions } from './hk-lists';

interface HkAccount {
  assets: HkAssets | null;
  positions: HkPosition[];
  orders: HkOrder[];
  fills: HkFill[];
}

const EMPTY: HkAccount = { assets: null, positions: [], orders: [], fills: [] };

/**
 * The section account's funds (CNY or HKD, with 待交收), HK holdings, today's orders and fills,
 * re-read on every order and fill push.
 */
export function useHkAccount() {
  const section = useHkSection();
  const load = useCallback(async (): Promise<HkAccount> => {
    const assets = await getHkAssets(section);
    const [positions, orders, fills] = await Promise.all([
      getHkPositions(section),
      getHkOrders(section),
      getHkFills(section),
    ]);
    return { assets, positions, orders, fills };
  }, [section]);
  return useAccountRefresh(load, EMPTY, 5000);
}
