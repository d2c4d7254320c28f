import { http } from '@portal/shared-kit';
import type { FillRow } from '../model';
import { listOf, num, text } from './fields';

/** GET /VERace/StockQuery/QueryStkCurRptList */
export async function queryTodayFills(userID: string): Promise<FillRow[]> {
  const data = await http.call<unknown>(
    {
      method: 'GET',
      url: '/VERace/StockQuery/QueryStkCurRptList',
      params: { userID, securityType: 0, pageIndex: 1, pageSize: 200 },
    },
    { toast: false },
  );
  return listOf(data).map((r, i) => ({
    id: text(r, 'execId', 'reportId', 'id') || String(i),
    orderId: text(r, 'orderId', 'orderID'),
    symbol: text(r, 'security', 'symbol', 'code'),
    market: text(r, 'market').toUpperCase(),
    shortName: text(r, 'shortName', 'securityName', 'name'),
    side: num(r, 'side') === 2 || text(r, 'side').toUpperCase() === 'S' ? 2 : 1,
    price: num(r, 'lastPx', 'price'),
    qty: num(r, 'lastQty', 'qty'),
    amount: num(r, 'amount', 'turnover'),
    fees: num(r, 'fees', 'fee'),
    execType: num(r, 'execType'),
    time: text(r, 'transactTime', 'time'),
    securityType: num(r, 'securityType'),
  }));
}
