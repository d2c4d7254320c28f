import { useCallback } from 'react';
import { useAccountRefresh } from '../../common/trading/use-account-refresh';
import {
  getForexAccounts,
  getForexFills,
  getForexOrders,
  getForexQuotes,
  type ForexAccounts,
  type ForexFill,
  type ForexOrder,
  type ForexQuote,
} from './forex-api';

interface ForexAccountData {
  account: ForexAccounts | null;
  orders: ForexOrder[];
  fills: ForexFill[];
}

const EMPTY: ForexAccountData = { account: null, orders: [], fills: [] };

/** Balances per currency, holdings, today's orders and fills, re-read on every order and fill push. */
export function useForexAccount() {
  const load = useCallback(async (): Promise<ForexAccountData> => {
    const account = await getForexAccounts();
    const [orders, fills] = await Promise.all([
      getForexOrders(account.assetAccount),
      getForexFills(account.assetAccount),
    ]);
    return { account, orders, fills: fills.filter((f) => !/撤/.test(f.execTypeName)) };
  }, []);
  return useAccountRefresh(load, EMPTY, 5000);
}

const NO_QUOTES: { quotes: ForexQuote[] } = { quotes: [] };

/** The pairs with live bid/ask, re-read every 3 s. */
export function useForexQuotes(): ForexQuote[] {
  const load = useCallback(async () => ({ quotes: (await getForexQuotes()) ?? [] }), []);
  return useAccountRefresh(load, NO_QUOTES, 3000).quotes;
}
