import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import { listOf } from '../../../common/api/list-of';

/** An account's assets (QueryUserAssets answers one; QueryCombineUserAssets lists them). */
export type AccountAssets = ApiData<'/VERace/StockQuery/QueryUserAssets'>;

type AssetsAnswer = AccountAssets | ApiData<'/VERace/StockQuery/QueryCombineUserAssets'>;

/**
 * GET /VERace/StockQuery/QueryUserAssets or QueryCombineUserAssets (assetAccount): the
 * account's assets, one row per account.
 */
export async function queryUserAssets(a: {
  assetAccount: number;
  combine: boolean;
}): Promise<AccountAssets[]> {
  const data = await http.call<AssetsAnswer>(
    {
      method: 'GET',
      url: a.combine
        ? '/VERace/StockQuery/QueryCombineUserAssets'
        : '/VERace/StockQuery/QueryUserAssets',
      params: { assetAccount: a.assetAccount },
    },
    { toast: false },
  );
  return data && typeof data === 'object' && !Array.isArray(data) && !('list' in data)
    ? [data]
    : listOf<AccountAssets>(data);
}
