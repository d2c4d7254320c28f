import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import type { AccountParams } from '../../../account/account-params';
import { toOrderRow, type OrderRow } from '../../../api/account-rows';
import type { HistoryQuery } from './history-query';

/** GET /VERace/StockQuery/QueryStkCurOrdList */
export async function queryTodayOrdersPage(
  account: AccountParams,
  q: HistoryQuery,
): Promise<{ total: number; rows: OrderRow[] }> {
  const data = await http.call<ApiData<'/VERace/StockQuery/QueryStkCurOrdList'>>({
    method: 'GET',
    url: '/VERace/StockQuery/QueryStkCurOrdList',
    params: { ...account, ...q },
  });
  return { total: data?.total ?? 0, rows: (data?.list ?? []).map(toOrderRow) };
}
