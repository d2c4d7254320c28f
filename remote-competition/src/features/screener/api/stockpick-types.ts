import type { ApiData, ApiItem } from '@portal/shared-kit/api-types';

/** One indicator of GetIndexList. */
export type IndicatorDef = Pick<
  ApiItem<'/VEISP/StockPick/GetIndexList'>['list'][number],
  'indexId' | 'indexName' | 'unit' | 'group' | 'digits'
>;

export type IndicatorGroup = Pick<
  ApiItem<'/VEISP/StockPick/GetIndexList'>,
  'group' | 'groupName' | 'list'
>;

/** One industry or concept of GetPlateList. */
export type PlateItem = Pick<
  NonNullable<ApiData<'/VEISP/StockPick/GetPlateList'>>['industries'][number],
  'plateId' | 'plateName' | 'count'
>;

export type PlateList = Pick<
  NonNullable<ApiData<'/VEISP/StockPick/GetPlateList'>>,
  'industries' | 'concepts'
>;

/** Today's min and max of one indicator (GetIndexRange). */
export type IndexRange = Pick<
  ApiData<'/VEISP/StockPick/GetIndexRange'>['list'][number],
  'indexId' | 'min' | 'max'
>;

/** GetIndexRange: the trading date and each indicator's range. */
export type IndexRanges = Pick<ApiData<'/VEISP/StockPick/GetIndexRange'>, 'tradingDate' | 'list'>;

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
export type StockRow = NonNullable<ApiData<'/VEISP/StockPick/Query'>>['list'][number];

export type QueryResult = Pick<
  NonNullable<ApiData<'/VEISP/StockPick/Query'>>,
  'total' | 'pageIndex' | 'pageSize' | 'tradingDate' | 'list'
>;

/** A saved scheme (GetSchemes): what it screens, its name and times. */
export type Scheme = Pick<
  ApiItem<'/VEISP/StockPick/GetSchemes'>,
  | 'conditions'
  | 'plateIds'
  | 'sortBy'
  | 'sortOrder'
  | 'rebalanceDays'
  | 'holdings'
  | 'weighting'
  | 'schemeId'
  | 'schemeName'
  | 'createTime'
  | 'updateTime'
>;

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

type BacktestAnswer = NonNullable<ApiData<'/VEISP/StockPick/GetBacktestReport'>>;

/** A finished backtest's report: the daily curves, trades, rebalances and metrics. */
export type BacktestReport = Pick<
  NonNullable<BacktestAnswer['report']>,
  | 'dates'
  | 'nav'
  | 'bench'
  | 'drawdown'
  | 'totalAssets'
  | 'trades'
  | 'rebalances'
  | 'metrics'
  | 'finalAssets'
  | 'totalFees'
  | 'dividends'
>;

export type BacktestTrade = BacktestReport['trades'][number];

export type HoldingRow = BacktestReport['rebalances'][number]['holdings'][number];

/** A backtest with its report (GetBacktestReport; null while it runs or when it failed). */
export type BacktestWithReport = Pick<BacktestAnswer, keyof BacktestRow | 'report'>;
