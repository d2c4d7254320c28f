import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

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
  if (!data) return [];
  return 'list' in data ? data.list : [data];
}
