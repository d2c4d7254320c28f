import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import type { AccountParams } from '../../../account/account-params';

/** POST /VERace/StockTrade/CancelStkOrder */
export function cancelOrder(
  account: AccountParams,
  market: string,
  security: string,
  orderId: string,
): Promise<ApiData<'/VERace/StockTrade/CancelStkOrder'>> {
  return http.call<ApiData<'/VERace/StockTrade/CancelStkOrder'>>({
    method: 'POST',
    url: '/VERace/StockTrade/CancelStkOrder',
    data: { ...account, market, security, orderId: Number(orderId) },
  });
}
