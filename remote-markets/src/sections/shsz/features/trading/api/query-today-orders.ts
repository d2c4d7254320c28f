import { http } from '@portal/shared-kit';
import { listOf } from '../../../api/fields';
import { toOrderRow, type OrderRow } from '../../../api/account-rows';
import type { AccountParams } from '../../../account/account-params';

/** GET /VERace/StockQuery/QueryStkCurOrdList */
export async function queryTodayOrders(account: AccountParams): Promise<OrderRow[]> {
  const data = await http.call<unknown>(
    {
      method: 'GET',
      url: '/VERace/StockQuery/QueryStkCurOrdList',
      params: { ...account, pageIndex: 1, pageSize: 200 },
    },
    { toast: false },
  );
  return listOf(data).map(toOrderRow);
}
