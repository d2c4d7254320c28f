import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import { toOrderRow, type OrderRow } from '../../../api/account-rows';
import type { AccountParams } from '../../../account/account-params';

/** GET /VERace/StockQuery/QueryStkCurOrdList */
export async function queryTodayOrders(account: AccountParams): Promise<OrderRow[]> {
  const data = await http.call<ApiData<'/VERace/StockQuery/QueryStkCurOrdList'>>(
    {
      method: 'GET',
      url: '/VERace/StockQuery/QueryStkCurOrdList',
      params: { ...account, pageIndex: 1, pageSize: 200 },
    },
    { toast: false },
  );
  return (data?.list ?? []).map(toOrderRow);
}
