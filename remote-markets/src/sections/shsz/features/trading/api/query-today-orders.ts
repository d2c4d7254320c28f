import { http } from '@portal/shared-kit';
import type { OrderRow } from '../model';
import { listOf, num, text } from './fields';

/** GET /VERace/StockQuery/QueryStkCurOrdList */
export async function queryTodayOrders(userID: string): Promise<OrderRow[]> {
  const data = await http.call<unknown>(
    {
      method: 'GET',
      url: '/VERace/StockQuery/QueryStkCurOrdList',
      params: { userID, securityType: 0, pageIndex: 1, pageSize: 200, isCanCancel: false },
    },
    { toast: false },
  );
  return listOf(data).map((r) => ({
    orderId: text(r, 'orderId', 'orderID', 'OrderID'),
    symbol: text(r, 'security', 'symbol', 'code'),
    market: text(r, 'market').toUpperCase(),
    shortName: text(r, 'shortName', 'securityName', 'name'),
    side: num(r, 'side') === 2 || text(r, 'side').toUpperCase() === 'S' ? 2 : 1,
    price: num(r, 'price', 'orderPrice'),
    qty: num(r, 'orderQty', 'qty'),
    filledQty: num(r, 'cumQty', 'filledQty'),
    filledPrice: num(r, 'avgPx', 'filledPrice', 'avgPrice'),
    status: num(r, 'ordStatus', 'status'),
    time: text(r, 'orderTime', 'time', 'createTime'),
    securityType: num(r, 'securityType'),
    isMarket: num(r, 'bizAction') === 1 || text(r, 'kind', 'ordType') === 'market',
  }));
}
