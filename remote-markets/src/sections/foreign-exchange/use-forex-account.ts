import { useCallback } from 'react';
import { useAccountRefresh } from '../../common/trading/use-account-refresh';
import {
  getForexAccounts,
  getForexFills,
  getForexMarginRecords,
  getForexOrders,
  getForexQuotes,
  type ForexAccounts,
  type ForexFill,
  type ForexMarginRecord,
  type ForexOrder,
  type ForexQuote,
} from './forex-api';

interface ForexAccountData {
  account: ForexAccounts | null;
  orders: ForexOrder[];
  fills: ForexFill[];
  /** The margin mode's 隔夜利息 and 强制平仓 records (empty outside the mode). */
  records: ForexMarginRecord[];
}

const EMPTY: ForexAccountData = { account: null, orders: [], fills: [], records: [] };

/** Balances per currency, holdings, today's orders and fills, re-read on every order and fill push. */
export function useForexAccount() {
  const load = useCallback(async (): Promise<ForexAccountData> => {
    const account = await getForexAccounts();
    const [orders, fills, records] = await Promise.all([
      getForexOrders(account.assetAccount),
      getForexFills(account.assetAccount),
      account.margin?.enabled ? getForexMarginRecords(account.assetAccount) : [],
    ]);
    const trades = fills.filter((f) => !/撤/.test(f.execTypeName));
    return { account, orders, fills: trades, records };
  }, []);
  return useAccountRefresh(load, EMPTY, 5000);
}

const NO_QUOTES: { quotes: ForexQuote[] } = { quotes: [] };

/** The pairs with live bid/ask, re-read every 3 s. */
export function useForexQuotes(): ForexQuote[] {
  const load = useCallback(async () => ({ quotes: (await getForexQuotes()) ?? [] }), []);
  return useAccountRefresh(load, NO_QUOTES, 3000).quotes;
}
