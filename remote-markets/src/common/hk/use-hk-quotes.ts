import type { QuotePush } from '@portal/shared-kit';
import { applyQuotes, useQuotePatch } from '../derivatives';
import type { HkQuote } from './hk-api';
import { hkApi } from './hk-endpoints';

const { endpoints, util } = hkApi;
const NONE: HkQuote[] = [];

/** A quote push on a share row: price, change % and the book's sides. */
function mergeQuote(row: HkQuote, q: QuotePush): void {
  row.last = q.last;
  if (Number.isFinite(q.changePct)) row.changePct = q.changePct;
  if (q.bidPrices.length) row.bidPrices = q.bidPrices;
  if (q.askPrices.length) row.askPrices = q.askPrices;
}

/**
 * The HK share list: read on entry; its prices then follow the hub's TickQuotationInfo pushes
 * (one subscription of the listed shares, patched into the cached list; no re-read, no timer).
 */
export function useHkQuotes(): HkQuote[] {
  const { data } = endpoints.hkQuotes.useQuery(undefined, { refetchOnMountOrArgChange: true });
  const quotes = data ?? NONE;
  useQuotePatch(
    quotes.map((q) => `${q.symbol}.${q.market.toUpperCase()}`),
    (pushes) =>
      util.updateQueryData('hkQuotes', undefined, (rows) => applyQuotes(rows, pushes, mergeQuote)),
  );
  return quotes;
}
