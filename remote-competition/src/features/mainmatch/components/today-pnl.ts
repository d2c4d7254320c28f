/** One settled day of the history (GetHistoryMatchData). */
export interface SettledDay {
  tradeDate: string;
  totalAssets: number;
}

/**
 * Today's P&L: total assets now against the last day settled before `today` (YYYY-MM-DD); without
 * one (the first trading day) against what was invested (initial funds plus transfers). A
 * transfer made today counts as P&L here (verify against the original's figure).
 */
export function todayPnl(
  totalAssets: number,
  days: readonly SettledDay[],
  today: string,
  invested: number,
): number {
  if (!Number.isFinite(totalAssets)) return NaN;
  const before = [...days].reverse().find((d) => d.tradeDate.slice(0, 10) < today);
  const base = before ? before.totalAssets : invested;
  return Number.isFinite(base) ? Math.round((totalAssets - base) * 100) / 100 : NaN;
}

/** The page of `pageSize` rows that holds `rank` (1-based); page 1 without a rank. */
export function pageAround(rank: number, pageSize: number): number {
  return Number.isFinite(rank) && rank > 0 ? Math.ceil(rank / pageSize) : 1;
}
