import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import { num } from '../../../api/fields';
import type { AssetSummary } from '../model';
import type { AccountParams } from '../../../account/account-params';

/** GET /VERace/StockQuery/QueryUserAssets */
export async function queryUserAssets(account: AccountParams): Promise<AssetSummary> {
  const data = await http.call<ApiData<'/VERace/StockQuery/QueryUserAssets'>>(
    {
      method: 'GET',
      url: '/VERace/StockQuery/QueryUserAssets',
      params: { UserID: account.userID, assetAccount: account.assetAccount },
    },
    { toast: false },
  );
  const r: Partial<typeof data> = data ?? {};
  return {
    totalAssets: num(r, 'totalAssets'),
    available: num(r, 'availableCash'),
    frozen: num(r, 'frozenCash'),
    marketValue: num(r, 'marketValue'),
    profit: num(r, 'floatingPL'),
  };
}
