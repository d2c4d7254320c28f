import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import { num, text } from './fields';
import type { PositionRow } from './account-rows';
import type { AccountParams } from '../account/account-params';

/** POST /TradeGW/Query/QuerySecurityAssets */
export async function queryPositions(account: AccountParams): Promise<PositionRow[]> {
  const data = await http.call<ApiData<'/TradeGW/Query/QuerySecurityAssets'>>(
    {
      method: 'POST',
      url: '/TradeGW/Query/QuerySecurityAssets',
      data: { ...account, pageIndex: 1, pageSize: 200 },
    },
    { toast: false },
  );
  return (data?.list ?? []).map((r) => ({
    symbol: text(r, 'security'),
    market: text(r, 'market').toUpperCase(),
    shortName: text(r, 'securityName'),
    securityType: num(r, 'securityType'),
    qty: num(r, 'qty'),
    sellable: num(r, 'sellableQty'),
    costPrice: num(r, 'costPrice'),
    lastPrice: num(r, 'lastPrice'),
    marketValue: num(r, 'marketValue'),
    profit: num(r, 'floatingPL'),
    profitPct: num(r, 'floatingPLRatio'),
  }));
}
