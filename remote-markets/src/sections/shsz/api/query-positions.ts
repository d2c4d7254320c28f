import { http } from '@portal/shared-kit';
import { listOf, num, text } from './fields';
import type { PositionRow } from './account-rows';
import type { AccountParams } from '../account/account-params';

/** POST /TradeGW/Query/QuerySecurityAssets */
export async function queryPositions(account: AccountParams): Promise<PositionRow[]> {
  const data = await http.call<unknown>(
    {
      method: 'POST',
      url: '/TradeGW/Query/QuerySecurityAssets',
      data: { ...account, pageIndex: 1, pageSize: 200 },
    },
    { toast: false },
  );
  return listOf(data).map((r) => ({
    symbol: text(r, 'security', 'symbol'),
    market: text(r, 'market').toUpperCase(),
    shortName: text(r, 'securityName', 'shortName'),
    securityType: num(r, 'securityType'),
    qty: num(r, 'qty'),
    sellable: num(r, 'sellableQty', 'sellable'),
    costPrice: num(r, 'costPrice'),
    lastPrice: num(r, 'lastPrice'),
    marketValue: num(r, 'marketValue'),
    profit: num(r, 'floatingPL'),
    profitPct: num(r, 'floatingPLRatio'),
  }));
}
