import { http } from '@portal/shared-kit';

/** POST /VERace/StockTrade/CancelStkOrder */
export function cancelOrder(
  userID: string,
  market: string,
  security: string,
  orderId: string,
): Promise<unknown> {
  return http.call<unknown>({
    method: 'POST',
    url: '/VERace/StockTrade/CancelStkOrder',
    data: { userID, market, security, orderId, origClOrdId: orderId },
  });
}
