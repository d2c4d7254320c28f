import { useCallback } from 'react';
import { useAccountRefresh } from '../trading/use-account-refresh';
import {
  getHkAssets,
  getHkFills,
  getHkOrders,
  getHkPositions,
  type HkAssets,
  type HkFill,
  type HkOrder,
  type HkPosition,
} from './hk-api';

interface HkAccount {
  assets: HkAssets | null;
  positions: HkPosition[];
  orders: HkOrder[];
  fills: HkFill[];
}

const EMPTY: HkAccount = { assets: null, positions: [], orders: [], fills: [] };

/** CNY funds, HK holdings, today's orders and fills, re-read on every order and fill push. */
export function useHkAccount() {
  const load = useCallback(async (): Promise<HkAccount> => {
    const [assets, positions, orders, fills] = await Promise.all([
      getHkAssets(),
      getHkPositions(),
      getHkOrders(),
      getHkFills(),
    ]);
    return { assets, positions, orders, fills };
  }, []);
  return useAccountRefresh(load, EMPTY, 5000);
}
