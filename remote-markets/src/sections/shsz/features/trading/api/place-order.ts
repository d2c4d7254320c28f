import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import type { OrderSide } from '../../../../../common';

/** What the stock order call takes (spec §7 PlaceStkOrder). */
export interface PlaceOrderRequest {
  userID: number;
  assetAccount?: number;
  market: string;
  security: string;
  side: OrderSide;
  /** 0 limit, 1 market (best five, the rest at the protection price). */
  bizAction: 0 | 1;
  orderQty: number;
  price: number;
}

/** POST /VERace/StockTrade/PlaceStkOrder */
export function placeOrder(
  request: PlaceOrderRequest,
): Promise<ApiData<'/VERace/StockTrade/PlaceStkOrder'>> {
  return http.call<ApiData<'/VERace/StockTrade/PlaceStkOrder'>>({
    method: 'POST',
    url: '/VERace/StockTrade/PlaceStkOrder',
    data: request,
  });
}
