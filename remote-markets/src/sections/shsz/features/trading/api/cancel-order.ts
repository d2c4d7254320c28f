import { http } from '@portal/shared-kit';
import type { AccountParams } from '../../../account/account-params';

/** POST /VERace/StockTrade/CancelStkOrder */
export function cancelOrder(
  account: AccountParams,
  market: string,
  security: string,
  orderId: string,
): Promise<unknown> {
  return http.call<unknown>({
    method: 'POST',
    url: '/VERace/StockTrade/CancelStkOrder',
    data: { ...account, market, security, orderId: Number(orderId) },
  });
}
