import type {
  ApiData,
  ApiItem,
} from '@portal/shared-kit/api-types'; /** One indicator of GetIndexList. */
export interface IndicatorDef {
  indexId: string;
  indexName: string;
  unit: string;
  group: string;
  digits: number;
}

export type IndicatorGroup = Pick<
  ApiItem<'/VEISP/StockPick/GetIndexList'>,
  'group' | 'groupName' | 'list'
>;

export interface PlateItem {
  plateId: number;
  plateName: string;
  count: number;
}

export type PlateList = Pick<
  NonNullable<ApiData<'/VEISP/StockPick/GetPlateList'>>,
  'industries' | 'concepts'
>;

export interface IndexRange {
  indexId: string;
  min: number | null;
  max: number | null;
}

/** A screener condition: range and/or top N. */
export interface Condition {
  indexId: string;
  min?: number | null;
  max?: number | null;
  top?: number | null;
  order?: 'asc' | 'desc';
}

/** What a screen asks and a scheme keeps. */
export interface ScreenDefinition {
  conditions: Condition[];
  plateIds?: number[];
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
  rebalanceDays?: number;
  holdings?: number;
  weighting?: 'equal' | 'marketCap';
}

/** One stock of a screen result: its identity and every indicator value. */
export interface StockRow {
  symbol: string;
  market: string;
  shortName: string;
  industry: string;
  [indexId: string]: string | number | null;
}

export type QueryResult = Pick<
  NonNullable<ApiData<'/VEISP/StockPick/Query'>>,
  'total' | 'pageIndex' | 'pageSize' | 'tradingDate' | 'list'
>;

export interface Scheme extends ScreenDefinition {
  schemeId: number;
  schemeName: string;
  createTime: string | null;
  updateTime: string | null;
}

export interface BacktestSettings {
  startDate?: string;
  endDate?: string;
  initialCash?: number;
  benchmark?: string;
  rebalanceDays?: number;
  holdings?: number;
  weighting?: 'equal' | 'marketCap';
}

export type BacktestRow = Pick<
  ApiItem<'/VEISP/StockPick/GetBacktests'>,
  | 'backtestId'
  | 'schemeId'
  | 'schemeName'
  | 'status'
  | 'progress'
  | 'params'
  | 'summary'
  | 'error'
  | 'elapsedMs'
  | 'createTime'
  | 'finishTime'
>;

export type SchemeDetail = Pick<
  NonNullable<ApiData<'/VEISP/StockPick/GetSchemeDetail'>>,
  'scheme' | 'total' | 'picks' | 'backtests'
>;

export interface BacktestTrade {
  date: string;
  code: string;
  market: string;
  name: string;
  side: 'B' | 'S';
  qty: number;
  price: number;
  amount: number;
  fees: number;
}

export interface HoldingRow {
  code: string;
  market: string;
  name: string;
  qty: number;
  price: number;
  value: number;
  weight: number;
}

export interface BacktestReport {
  dates: string[];
  nav: number[];
  bench: number[];
  drawdown: number[];
  totalAssets: number[];
  trades: BacktestTrade[];
  rebalances: Array<{ date: string; cash: number; holdings: HoldingRow[] }>;
  metrics: Record<string, number | null>;
  finalAssets: number;
  totalFees: number;
  dividends: number;
}

export interface BacktestWithReport extends BacktestRow {
  report: BacktestReport | null;
}
