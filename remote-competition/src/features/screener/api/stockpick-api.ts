import { http } from '@portal/shared-kit';
import type {
  BacktestRow,
  BacktestSettings,
  BacktestWithReport,
  IndexRange,
  IndicatorGroup,
  PlateList,
  QueryResult,
  Scheme,
  SchemeDetail,
  ScreenDefinition,
} from './stockpick-types';

const base = '/VEISP/StockPick';

/** GET /VEISP/StockPick/GetIndexList: indicators by group. */
export function getIndexList(): Promise<IndicatorGroup[]> {
  return http.call<IndicatorGroup[]>({ method: 'GET', url: `${base}/GetIndexList` });
}

/** GET /VEISP/StockPick/GetPlateList: industries and concepts. */
export function getPlateList(): Promise<PlateList> {
  return http.call<PlateList>({ method: 'GET', url: `${base}/GetPlateList` });
}

/** GET /VEISP/StockPick/GetIndexRange: today's min and max of each indicator. */
export function getIndexRange(): Promise<{ tradingDate: string; list: IndexRange[] }> {
  return http.call({ method: 'GET', url: `${base}/GetIndexRange` });
}

/** POST /VEISP/StockPick/Query: conditions → a sorted page of stocks. */
export function queryStocks(
  q: ScreenDefinition & { pageIndex?: number; pageSize?: number },
): Promise<QueryResult> {
  return http.call<QueryResult>({ method: 'POST', url: `${base}/Query`, data: q });
}

/** GET /VEISP/StockPick/GetSchemes: my schemes. */
export function getSchemes(): Promise<Scheme[]> {
  return http.call<Scheme[]>({ method: 'GET', url: `${base}/GetSchemes` });
}

/** POST /VEISP/StockPick/SaveScheme → schemeId. */
export function saveScheme(
  a: ScreenDefinition & { schemeId?: number; schemeName: string },
): Promise<number> {
  return http.call<number>({ method: 'POST', url: `${base}/SaveScheme`, data: a });
}

/** POST /VEISP/StockPick/DeleteScheme. */
export function deleteScheme(a: { schemeId: number }): Promise<boolean> {
  return http.call<boolean>({ method: 'POST', url: `${base}/DeleteScheme`, data: a });
}

/** GET /VEISP/StockPick/GetSchemeDetail: conditions, today's picks and backtests. */
export function getSchemeDetail(a: { schemeId: number }): Promise<SchemeDetail> {
  return http.call<SchemeDetail>({ method: 'GET', url: `${base}/GetSchemeDetail`, params: a });
}

/** POST /VEISP/StockPick/RunBacktest → the new backtest id (progress over the hub). */
export function runBacktest(
  a: BacktestSettings & { schemeId: number },
): Promise<{ backtestId: number }> {
  return http.call({ method: 'POST', url: `${base}/RunBacktest`, data: a });
}

/** GET /VEISP/StockPick/GetBacktests: my backtests (of one scheme). */
export function getBacktests(a: { schemeId?: number }): Promise<BacktestRow[]> {
  return http.call<BacktestRow[]>({ method: 'GET', url: `${base}/GetBacktests`, params: a });
}

/** GET /VEISP/StockPick/GetBacktestReport. */
export function getBacktestReport(a: { backtestId: number }): Promise<BacktestWithReport> {
  return http.call<BacktestWithReport>({
    method: 'GET',
    url: `${base}/GetBacktestReport`,
    params: a,
  });
}
