/** Indicator groups of the screener (GetIndexList), in display order. */
export const INDICATOR_GROUPS = [
  { group: 'valuation', groupName: '估值指标' },
  { group: 'profitability', groupName: '盈利能力' },
  { group: 'growth', groupName: '成长能力' },
  { group: 'technical', groupName: '技术指标' },
] as const;

export type IndicatorGroup = (typeof INDICATOR_GROUPS)[number]['group'];

/** One screenable indicator. */
export interface IndicatorDef {
  indexId: string;
  indexName: string;
  unit: string;
  group: IndicatorGroup;
  /** Decimals shown. */
  digits: number;
}

const def = (
  indexId: string,
  indexName: string,
  unit: string,
  group: IndicatorGroup,
  digits = 2,
): IndicatorDef => ({ indexId, indexName, unit, group, digits });

/** Every indicator the screener knows. */
export const INDICATORS: readonly IndicatorDef[] = [
  def('pe', '市盈率(TTM)', '倍', 'valuation'),
  def('pb', '市净率', '倍', 'valuation'),
  def('ps', '市销率(TTM)', '倍', 'valuation'),
  def('dividendYield', '股息率', '%', 'valuation'),
  def('marketValue', '总市值', '亿元', 'valuation'),
  def('roe', '净资产收益率(TTM)', '%', 'profitability'),
  def('grossMargin', '毛利率', '%', 'profitability'),
  def('netMargin', '净利率', '%', 'profitability'),
  def('eps', '每股收益(TTM)', '元', 'profitability', 3),
  def('revenueYoy', '营业收入同比增长', '%', 'growth'),
  def('profitYoy', '净利润同比增长', '%', 'growth'),
  def('price', '最新价', '元', 'technical'),
  def('changePct', '涨跌幅', '%', 'technical'),
  def('maDeviation20', '股价偏离20日均线', '%', 'technical'),
  def('momentum20', '20日涨跌幅', '%', 'technical'),
  def('momentum60', '60日涨跌幅', '%', 'technical'),
  def('turnoverRate', '换手率', '%', 'technical'),
  def('volumeRatio', '量比', '', 'technical'),
];

export type IndicatorId =
  | 'pe'
  | 'pb'
  | 'ps'
  | 'dividendYield'
  | 'marketValue'
  | 'roe'
  | 'grossMargin'
  | 'netMargin'
  | 'eps'
  | 'revenueYoy'
  | 'profitYoy'
  | 'price'
  | 'changePct'
  | 'maDeviation20'
  | 'momentum20'
  | 'momentum60'
  | 'turnoverRate'
  | 'volumeRatio';

/** Indicator values of one stock on one day; null where undefined (a loss has no PE). */
export type IndicatorValues = Record<IndicatorId, number | null>;

export const INDICATOR_IDS = new Set<string>(INDICATORS.map((d) => d.indexId));

export function isIndicatorId(id: string): id is IndicatorId {
  return INDICATOR_IDS.has(id);
}
