import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import type {
  BacktestRow,
  BacktestSettings,
  BacktestWithReport,
  IndexRanges,
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
export function getIndexRange(): Promise<IndexRanges> {
  return http.call<IndexRanges>({ method: 'GET', url: `${base}/GetIndexRange` });
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
): Promise<ApiData<'/VEISP/StockPick/SaveScheme'>> {
  return http.call<ApiData<'/VEISP/StockPick/SaveScheme'>>({
    method: 'POST',
    url: `${base}/SaveScheme`,
    data: a,
  });
}

/** POST /VEISP/StockPick/DeleteScheme. */
export function deleteScheme(a: {
  schemeId: number;
}): Promise<ApiData<'/VEISP/StockPick/DeleteScheme'>> {
  return http.call<ApiData<'/VEISP/StockPick/DeleteScheme'>>({
    method: 'POST',
    url: `${base}/DeleteScheme`,
    data: a,
  });
}

/** GET /VEISP/StockPick/GetSchemeDetail: conditions, today's picks and backtests. */
export function getSchemeDetail(a: { schemeId: number }): Promise<SchemeDetail> {
  return http.call<SchemeDetail>({ method: 'GET', url: `${base}/GetSchemeDetail`, params: a });
}

/** POST /VEISP/StockPick/RunBacktest → the new backtest id (progress over the hub). */
export function runBacktest(
  a: BacktestSettings & { schemeId: number },
): Promise<Pick<ApiData<'/VEISP/StockPick/RunBacktest'>, 'backtestId'>> {
  return http.call<Pick<ApiData<'/VEISP/StockPick/RunBacktest'>, 'backtestId'>>({
    method: 'POST',
    url: `${base}/RunBacktest`,
    data: a,
  });
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
