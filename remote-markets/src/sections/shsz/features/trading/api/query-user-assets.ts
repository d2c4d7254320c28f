import { http } from '@portal/shared-kit';
import { num, type Row } from '../../../api/fields';
import type { AssetSummary } from '../model';
import type { AccountParams } from '../../../account/account-params';

/** GET /VERace/StockQuery/QueryUserAssets */
export async function queryUserAssets(account: AccountParams): Promise<AssetSummary> {
  const data = await http.call<Row>(
    {
      method: 'GET',
      url: '/VERace/StockQuery/QueryUserAssets',
      params: { UserID: account.userID, assetAccount: account.assetAccount },
    },
    { toast: false },
  );
  const r = data ?? {};
  return {
    totalAssets: num(r, 'totalAssets'),
    available: num(r, 'availableCash'),
    frozen: num(r, 'frozenCash'),
    marketValue: num(r, 'marketValue'),
    profit: num(r, 'floatingPL'),
  };
}
