/** Ranking columns of spec §3: field name → Chinese label and whether it shows by default. */
export const RANKING_COLUMNS = {
  RealName: { label: '姓名', defaultShow: true },
  ClassName: { label: '班级', defaultShow: true },
  TeamName: { label: '团队名称', defaultShow: true },
  TotalAssets: { label: '总资产', defaultShow: true },
  AvailableCapital: { label: '可用资金', defaultShow: true },
  TotalProfitLoss: { label: '总盈亏', defaultShow: true },
  TodayYield: { label: '当日收益率', defaultShow: true },
  AverageYield: { label: '平均收益率', defaultShow: true },
  ComplexScore: { label: '综合得分', defaultShow: true },
  OperateScore: { label: '操作得分', defaultShow: true },
  PerformanceScore: { label: '违规分', defaultShow: true },
  Alpha: { label: '阿尔法', defaultShow: true },
  BetaValue: { label: '贝塔值', defaultShow: true },
  SharpIndex: { label: '夏普比率', defaultShow: true },
  JensonIndex: { label: '詹森指数', defaultShow: true },
  TreynorIndex: { label: '特雷诺指数', defaultShow: true },
  InformationRatio: { label: '信息比率', defaultShow: true },
  TrackingError: { label: '跟踪误差', defaultShow: true },
  MaxRetracement: { label: '最大回撤', defaultShow: true },
  Velocity: { label: '换手率', defaultShow: true },
  StockAbility: { label: '选股能力', defaultShow: true },
  TimingAbility: { label: '择时能力', defaultShow: true },
  YieldStandardDev: { label: '收益率标准差', defaultShow: false },
} as const satisfies Record<string, { label: string; defaultShow: boolean }>;

export type RankingColumnField = keyof typeof RANKING_COLUMNS;

/** A ranking column setting as the match detail carries it. */
export interface RankingColumnSetting {
  field: string;
  isShow: boolean;
}

/**
 * Fields to show, in table order: a match setting wins, otherwise the column's default.
 */
export function visibleRankingColumns(
  settings: readonly RankingColumnSetting[] = [],
): RankingColumnField[] {
  const byField = new Map(settings.map((s) => [s.field, s.isShow]));
  return (Object.keys(RANKING_COLUMNS) as RankingColumnField[]).filter(
    (f) => byField.get(f) ?? RANKING_COLUMNS[f].defaultShow,
  );
}
