import { http } from '@portal/shared-kit';
import type { Row } from '../../../common/api/field';
import { listOf } from '../../../common/api/list-of';

/**
 * GET /VERace/StockQuery/QueryUserAssets or QueryCombineUserAssets (assetAccount): the
 * account's assets, one row per account.
 */
export async function queryUserAssets(a: {
  assetAccount: number;
  combine: boolean;
}): Promise<Row[]> {
  const data = await http.call<unknown>(
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
    ? [data as Row]
    : listOf<Row>(data);
}
