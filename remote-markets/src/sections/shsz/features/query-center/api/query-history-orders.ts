import { http } from '@portal/shared-kit';
import type { AccountParams } from '../../../account/account-params';
import { toOrderRow, type OrderRow } from '../../../api/account-rows';
import { listOf } from '../../../api/fields';
import type { HistoryQuery } from './history-query';

/** GET /VERace/StockQuery/QueryStkHisOrdList */
export async function queryHistoryOrders(
  account: AccountParams,
  q: HistoryQuery,
): Promise<{ total: number; rows: OrderRow[] }> {
  const data = await http.call<{ total?: number }>({
    method: 'GET',
    url: '/VERace/StockQuery/QueryStkHisOrdList',
    params: { ...account, ...q },
  });
  return { total: data?.total ?? 0, rows: listOf(data).map(toOrderRow) };
}
