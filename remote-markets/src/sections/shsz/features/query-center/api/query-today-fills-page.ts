import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import type { AccountParams } from '../../../account/account-params';
import { toFillRow, type FillRow } from '../../../api/account-rows';
import type { HistoryQuery } from './history-query';

/** GET /VERace/StockQuery/QueryStkCurRptList */
export async function queryTodayFillsPage(
  account: AccountParams,
  q: HistoryQuery,
): Promise<{ total: number; rows: FillRow[] }> {
  const data = await http.call<ApiData<'/VERace/StockQuery/QueryStkCurRptList'>>({
    method: 'GET',
    url: '/VERace/StockQuery/QueryStkCurRptList',
    params: { ...account, ...q },
  });
  return { total: data?.total ?? 0, rows: (data?.list ?? []).map(toFillRow) };
}
