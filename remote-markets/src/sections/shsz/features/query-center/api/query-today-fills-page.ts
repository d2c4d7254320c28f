import { http } from '@portal/shared-kit';
import type { AccountParams } from '../../../account/account-params';
import { toFillRow, type FillRow } from '../../../api/account-rows';
import { listOf } from '../../../api/fields';
import type { HistoryQuery } from './history-query';

/** GET /VERace/StockQuery/QueryStkCurRptList */
export async function queryTodayFillsPage(
  account: AccountParams,
  q: HistoryQuery,
): Promise<{ total: number; rows: FillRow[] }> {
  const data = await http.call<{ total?: number }>({
    method: 'GET',
    url: '/VERace/StockQuery/QueryStkCurRptList',
    params: { ...account, ...q },
  });
  return { total: data?.total ?? 0, rows: listOf(data).map(toFillRow) };
}
