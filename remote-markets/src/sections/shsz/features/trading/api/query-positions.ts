import { http } from '@portal/shared-kit';
import type { PositionRow } from '../model';
import { listOf, num, text } from './fields';

/** POST /TradeGW/Query/QuerySecurityAssets */
export async function queryPositions(userID: string): Promise<PositionRow[]> {
  const data = await http.call<unknown>(
    {
      method: 'POST',
      url: '/TradeGW/Query/QuerySecurityAssets',
      data: {
        userID,
        securityType: 0,
        field: '',
        sort: '',
        pageIndex: 1,
        pageSize: 200,
        market: '',
      },
    },
    { toast: false },
  );
  return listOf(data).map((r) => ({
    symbol: text(r, 'security', 'symbol', 'code'),
    market: text(r, 'market').toUpperCase(),
    shortName: text(r, 'shortName', 'securityName', 'name'),
    securityType: num(r, 'securityType'),
    qty: num(r, 'qty', 'currentQty', 'volume'),
    sellable: num(r, 'sellable', 'availableQty', 'enableQty'),
    costPrice: num(r, 'costPrice', 'avgCost'),
    lastPrice: num(r, 'lastPrice', 'last'),
    marketValue: num(r, 'marketValue'),
    profit: num(r, 'profit', 'floatProfit'),
    profitPct: num(r, 'profitPct', 'profitRate'),
  }));
}
