/** One indicator of GetIndexList. */
export interface IndicatorDef {
  indexId: string;
  indexName: string;
  unit: string;
  group: string;
  digits: number;
}

export interface IndicatorGroup {
  group: string;
  groupName: string;
  list: IndicatorDef[];
}

export interface PlateItem {
  plateId: number;
  plateName: string;
  count: number;
}

export interface PlateList {
  industries: PlateItem[];
  concepts: PlateItem[];
}

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

export interface QueryResult {
  total: number;
  pageIndex: number;
  pageSize: number;
  tradingDate: string;
  list: StockRow[];
}

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

export interface BacktestRow {
  backtestId: number;
  schemeId: number;
  schemeName: string;
  status: 'running' | 'done' | 'failed';
  progress: number;
  params: BacktestSettings;
  summary: Record<string, number | null> | null;
  error: string | null;
  elapsedMs: number | null;
  createTime: string | null;
  finishTime: string | null;
}

export interface SchemeDetail {
  scheme: Scheme;
  total: number;
  picks: StockRow[];
  backtests: BacktestRow[];
}

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
