import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import { toFillRow, type FillRow } from '../../../api/account-rows';
import type { AccountParams } from '../../../account/account-params';

/** GET /VERace/StockQuery/QueryStkCurRptList */
export async function queryTodayFills(account: AccountParams): Promise<FillRow[]> {
  const data = await http.call<ApiData<'/VERace/StockQuery/QueryStkCurRptList'>>(
    {
      method: 'GET',
      url: '/VERace/StockQuery/QueryStkCurRptList',
      params: { ...account, pageIndex: 1, pageSize: 200 },
    },
    { toast: false },
  );
  return (data?.list ?? []).map(toFillRow);
}
