import { http } from '@portal/shared-kit';
import type { Row } from '../../../common/api/field';
import { listOf } from '../../../common/api/list-of';

/** Whose account: the signed-in user and the asset account of the current match or combine. */
export interface AccountRef {
  userID: number;
  assetAccount: number;
}

/** POST /TradeGW/Query/QuerySecurityAssets: the account's holdings. */
export async function queryHoldings(a: AccountRef): Promise<Row[]> {
  const data = await http.call<unknown>(
    {
      method: 'POST',
      url: '/TradeGW/Query/QuerySecurityAssets',
      data: { ...a, pageIndex: 1, pageSize: 200 },
    },
    { toast: false },
  );
  return listOf<Row>(data);
}

/** GET /VERace/StockQuery/QueryStkCurOrdList with isCanCancel: today's working orders. */
export async function queryWorkingOrders(a: AccountRef): Promise<Row[]> {
  const data = await http.call<unknown>(
    {
      method: 'GET',
      url: '/VERace/StockQuery/QueryStkCurOrdList',
      params: { ...a, isCanCancel: 1, pageIndex: 1, pageSize: 50 },
    },
    { toast: false },
  );
  return listOf<Row>(data);
}
