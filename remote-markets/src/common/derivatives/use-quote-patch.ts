import { useQuotePushes, type QuotePush } from '@portal/shared-kit';
import { useDispatch } from 'react-redux';

/** A security row a quote push can patch. */
export interface QuotedRow {
  symbol: string;
  market: string;
}

/** A thunk of the portal API (`updateQueryData`) or a plain action. */
type Patch = (quotes: QuotePush[]) => unknown;

/**
 * Patches cached rows with the hub's quote pushes while mounted: subscribes `keys`
 * (`symbol.MARKET`) and dispatches `patch(quotes)` for every burst, typically the portal API's
 * `util.updateQueryData` over the cached list, so the rows move with the market without a re-read.
 */
export function useQuotePatch(keys: readonly string[], patch: Patch): void {
  const dispatch = useDispatch() as (action: unknown) => unknown;
  useQuotePushes(keys, (quotes) => dispatch(patch(quotes)));
}

/** Applies each quote to the row of its security in `rows` (a draft of the cached list). */
export function applyQuotes<T extends QuotedRow>(
  rows: T[] | null | undefined,
  quotes: readonly QuotePush[],
  merge: (row: T, quote: QuotePush) => void,
): void {
  if (!rows) return;
  const byKey = new Map(quotes.map((q) => [q.key, q]));
  for (const row of rows) {
    const quote = byKey.get(`${row.symbol}.${row.market.toUpperCase()}`);
    if (quote && Number.isFinite(quote.last)) merge(row, quote);
  }
}

/** The level-one fields every quoted row shares: last, change, change %, volume, best bid and ask. */
export function mergeLevelOne(
  row: {
    last: number;
    change: number;
    changePct: number;
    volume: number;
    bidPrice: number | null;
    askPrice: number | null;
  },
  q: QuotePush,
): void {
  row.last = q.last;
  row.bidPrice = q.bidPrices[0] ?? null;
  row.askPrice = q.askPrices[0] ?? null;
  if (Number.isFinite(q.change)) row.change = q.change;
  if (Number.isFinite(q.changePct)) row.changePct = q.changePct;
  if (Number.isFinite(q.volume)) row.volume = q.volume;
}
