import { http } from '@portal/shared-kit';
import type { ApiData, ApiRow } from '@portal/shared-kit/api-types';
import { listOf } from '../../../common/api/list-of';

/** Whose account: the signed-in user and the asset account of the current match or combine. */
export interface AccountRef {
  userID: number;
  assetAccount: number;
}

/** One holding of the account. */
export type Holding = ApiRow<'/TradeGW/Query/QuerySecurityAssets'>;

/** One of today's orders of the account. */
export type WorkingOrder = ApiRow<'/VERace/StockQuery/QueryStkCurOrdList'>;

/** POST /TradeGW/Query/QuerySecurityAssets: the account's holdings. */
export async function queryHoldings(a: AccountRef): Promise<Holding[]> {
  const data = await http.call<ApiData<'/TradeGW/Query/QuerySecurityAssets'>>(
    {
      method: 'POST',
      url: '/TradeGW/Query/QuerySecurityAssets',
      data: { ...a, pageIndex: 1, pageSize: 200 },
    },
    { toast: false },
  );
  return listOf<Holding>(data);
}

/** GET /VERace/StockQuery/QueryStkCurOrdList with isCanCancel: today's working orders. */
export async function queryWorkingOrders(a: AccountRef): Promise<WorkingOrder[]> {
  const data = await http.call<ApiData<'/VERace/StockQuery/QueryStkCurOrdList'>>(
    {
      method: 'GET',
      url: '/VERace/StockQuery/QueryStkCurOrdList',
      params: { ...a, isCanCancel: 1, pageIndex: 1, pageSize: 50 },
    },
    { toast: false },
  );
  return listOf<WorkingOrder>(data);
}
