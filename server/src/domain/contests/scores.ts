import type { RankingIndex } from './types';

/** rankingIndexTypeID of indexes where a lower value is better (drawdown, volatility, …). */
export const LOWER_IS_BETTER = 2;

/**
 * 操作得分: Σ matchTotalPoints × weight% × clamp(value / standard, 0, 1), or standard / value for
 * lower-is-better indexes (a value at or under the standard earns the full weight). A metric
 * without a value earns nothing; a contest without scored indexes has no score.
 */
export function operateScore(
  metrics: Readonly<Record<string, number | null | undefined>>,
  indexes: readonly RankingIndex[],
  totalPoints: number,
): number | null {
  if (indexes.length === 0) return null;
  let score = 0;
  for (const ix of indexes) {
    const value = metrics[ix.indexValue];
    if (value === null || value === undefined || !Number.isFinite(value)) continue;
    const std = ix.standardValue;
    let ratio: number;
    if (ix.rankingIndexTypeID === LOWER_IS_BETTER) {
      ratio = value <= std ? 1 : std > 0 ? std / value : 0;
    } else {
      ratio = std > 0 ? value / std : value >= std ? 1 : 0;
    }
    score += (totalPoints * ix.standardPrecent * Math.min(1, Math.max(0, ratio))) / 100;
  }
  return score;
}

/** 违规分: points deducted for the trader's foul records. */
export const performanceScore = (fouls: number, foulPoints: number): number => fouls * foulPoints;

/** 综合得分 = 操作得分 − 违规分 (null when the contest scores nothing). */
export const complexScore = (operate: number | null, performance: number): number | null =>
  operate === null ? null : operate - performance;
