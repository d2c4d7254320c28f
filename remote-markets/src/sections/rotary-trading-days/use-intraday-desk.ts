import type { QuotePush } from '@portal/shared-kit';
import { useCallback } from 'react';
import { refetchAll, useAccountKey, useQuotePatch } from '../../common/derivatives';
import type { Desk } from './intraday-api';
import { intradayApi } from './intraday-endpoints';

/**
 * The desk's market clock, countdown to the forced close and marked P&L are the server's figures
 * and the hub pushes none of them: the desk is still re-read on this timer (RTK Query
 * `pollingInterval`). Orders, fills and the forced close re-read it at once (their pushes), and
 * the allowed codes' prices follow the quote pushes in between.
 */
export const DESK_CLOCK_MS = 3000;

const { endpoints, util } = intradayApi;

/** A quote push on the desk's allowed codes (their last price). */
function mergeQuotes(desk: Desk, quotes: readonly QuotePush[]): void {
  const byKey = new Map(quotes.map((q) => [q.key, q]));
  for (const code of desk.codes) {
    const q = byKey.get(`${code.security}.${code.market.toUpperCase()}`);
    if (q && Number.isFinite(q.last)) code.lastPrice = q.last;
  }
}

/**
 * Today's intraday desk from the portal API: read on entry, at once after every order and fill
 * push, and every DESK_CLOCK_MS. `failed` is set when the call is refused (e.g. the current
 * contest is not an intraday one).
 */
export function useIntradayDesk(): { desk: Desk | null; failed: boolean; refresh: () => void } {
  const account = useAccountKey();
  const { data, isError, refetch } = endpoints.intradayDesk.useQuery(
    { account },
    { pollingInterval: DESK_CLOCK_MS, refetchOnMountOrArgChange: true },
  );
  const keys = (data?.codes ?? []).map((c) => `${c.security}.${c.market.toUpperCase()}`);
  useQuotePatch(keys, (quotes) =>
    util.updateQueryData('intradayDesk', { account }, (desk) => mergeQuotes(desk, quotes)),
  );
  const refresh = useCallback(() => refetchAll([refetch]), [refetch]);
  return { desk: data ?? null, failed: isError && !data, refresh };
}
