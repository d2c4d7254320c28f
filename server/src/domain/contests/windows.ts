import type { RankingParams } from './types';

/** Ranking windows: the whole contest or the last k trading days. */
export const RANKING_PERIODS = {
  all: 0,
  week: 5,
  month: 21,
  quarter: 63,
  halfYear: 126,
  year: 252,
} as const;
export type RankingPeriod = keyof typeof RANKING_PERIODS;

/** Periods a contest's ranking params enable; the whole contest always counts. */
export function enabledPeriods(p: RankingParams): RankingPeriod[] {
  const out: RankingPeriod[] = ['all'];
  if (p.isWeek) out.push('week');
  if (p.isMonth) out.push('month');
  if (p.isQuarter) out.push('quarter');
  if (p.isHalfYear) out.push('halfYear');
  if (p.isYear) out.push('year');
  return out;
}

/**
 * Start index of a window over `points` daily closes: the last k returns need k + 1 closes. A
 * contest younger than the window uses every day it has.
 */
export function windowStart(points: number, period: RankingPeriod): number {
  const k = RANKING_PERIODS[period];
  return k === 0 ? 0 : Math.max(0, points - 1 - k);
}

export const isRankingPeriod = (v: unknown): v is RankingPeriod =>
  typeof v === 'string' && Object.prototype.hasOwnProperty.call(RANKING_PERIODS, v);
