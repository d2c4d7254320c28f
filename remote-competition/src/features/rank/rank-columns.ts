import {
  RANKING_COLUMNS,
  visibleRankingColumns,
  type RankingColumnSetting,
} from '@portal/shared-kit';

/** A ranking table column: the field and its Chinese label. */
export interface RankColumn {
  field: string;
  label: string;
  /** Money-like values show with thousands separators; rates as percentages. */
  kind: 'text' | 'money' | 'percent' | 'number';
}

const PERCENT = new Set([
  'TodayYield',
  'AverageYield',
  'MaxRetracement',
  'YieldStandardDev',
  'TrackingError',
]);
const MONEY = new Set(['TotalAssets', 'AvailableCapital', 'TotalProfitLoss']);
const TEXT = new Set(['RealName', 'ClassName', 'TeamName']);

/** The columns a contest shows, in table order, from its ranking column settings (spec §3). */
export function rankColumns(settings: readonly RankingColumnSetting[] | undefined): RankColumn[] {
  return visibleRankingColumns(settings ?? []).map((f) => ({
    field: f,
    label: RANKING_COLUMNS[f].label,
    kind: TEXT.has(f) ? 'text' : MONEY.has(f) ? 'money' : PERCENT.has(f) ? 'percent' : 'number',
  }));
}
