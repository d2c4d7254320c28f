import type { QuotePush } from '@portal/shared-kit';
import { useCallback } from 'react';
import {
  MARKED_READ,
  PUSHED_READ,
  refetchAll,
  useAccountKey,
  useQuotePatch,
} from '../../common/derivatives';
import type {
  ForexAccounts,
  ForexFill,
  ForexMarginRecord,
  ForexOrder,
  ForexQuote,
} from './forex-api';
import { forexApi } from './forex-endpoints';

interface ForexAccountData {
  account: ForexAccounts | null;
  orders: ForexOrder[];
  fills: ForexFill[];
  /** The margin mode's 隔夜利息 and 强制平仓 records (empty outside the mode). */
  records: ForexMarginRecord[];
}

const { endpoints, util } = forexApi;
const NONE: never[] = [];
/** The market of the forex pairs (quote push keys are `EURUSD.FX`). */
const FX = 'FX';

/**
 * Balances per currency, holdings, today's orders and fills (and the margin mode's records), from
 * the portal API: read on entry and at once after every order and fill push (their tags). The
 * balances' CNY values, the holdings' P&L and the margin level move with the rates, which the
 * server does not push as account data: the accounts read keeps the mark-to-market timer
 * (MARK_TO_MARKET_MS); orders, fills and records have none.
 */
export function useForexAccount(): ForexAccountData & { refresh: () => void } {
  const account = useAccountKey();
  const accounts = endpoints.forexAccounts.useQuery({ account }, MARKED_READ);
  const a = accounts.data;
  const list = { account, assetAccount: a?.assetAccount ?? 0 };
  const skip = { ...PUSHED_READ, skip: !a };
  const orders = endpoints.forexOrders.useQuery(list, skip);
  const fills = endpoints.forexFills.useQuery(list, skip);
  const records = endpoints.forexMarginRecords.useQuery(list, {
    ...PUSHED_READ,
    skip: !a?.margin?.enabled,
  });
  const refresh = useCallback(
    () => refetchAll([accounts.refetch, orders.refetch, fills.refetch, records.refetch]),
    [accounts.refetch, orders.refetch, fills.refetch, records.refetch],
  );
  return {
    account: a ?? null,
    orders: orders.data ?? NONE,
    fills: fills.data ?? NONE,
    records: a?.margin?.enabled ? (records.data ?? NONE) : NONE,
    refresh,
  };
}

/** Quote pushes on the pair rows: best bid and ask, last, change % and the day's range. */
function mergePairs(rows: ForexQuote[], pushes: readonly QuotePush[]): void {
  const byKey = new Map(pushes.map((q) => [q.key, q]));
  for (const row of rows) {
    const q = byKey.get(`${row.symbol}.${FX}`);
    if (q && Number.isFinite(q.last)) mergePair(row, q);
  }
}

function mergePair(row: ForexQuote, q: QuotePush): void {
  row.last = q.last;
  row.bid = q.bidPrices[0] ?? row.bid;
  row.ask = q.askPrices[0] ?? row.ask;
  if (Number.isFinite(q.changePct)) row.changePct = q.changePct;
  row.high = Math.max(row.high, q.last);
  row.low = Math.min(row.low, q.last);
}

/**
 * The pairs with live bid/ask: read on entry, then moved by the hub's TickQuotationInfo pushes
 * (one subscription of the listed pairs, patched into the cached list; no re-read, no timer).
 */
export function useForexQuotes(): ForexQuote[] {
  const { data } = endpoints.forexQuotes.useQuery(undefined, { refetchOnMountOrArgChange: true });
  const quotes = data ?? NONE;
  useQuotePatch(
    quotes.map((q) => `${q.symbol}.${FX}`),
    (pushes) => util.updateQueryData('forexQuotes', undefined, (rows) => mergePairs(rows, pushes)),
  );
  return quotes;
}
