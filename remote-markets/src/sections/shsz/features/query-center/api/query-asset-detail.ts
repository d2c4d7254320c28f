import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import type { AccountParams } from '../../../account/account-params';
import { num } from '../../../api/fields';

type UserAssets = ApiData<'/VERace/StockQuery/QueryUserAssets'>;

/** The account's money in full, as the query center shows it (CNY; rates in percent). */
export type AssetDetail = Pick<
  UserAssets,
  | 'initialCash'
  | 'transfers'
  | 'totalAssets'
  | 'availableCash'
  | 'frozenCash'
  | 'marketValue'
  | 'positionCost'
  | 'floatingPL'
  | 'realisedPL'
  | 'fees'
  | 'totalPL'
  | 'yieldRate'
>;

const FIELDS: (keyof AssetDetail)[] = [
  'initialCash',
  'transfers',
  'totalAssets',
  'availableCash',
  'frozenCash',
  'marketValue',
  'positionCost',
  'floatingPL',
  'realisedPL',
  'fees',
  'totalPL',
  'yieldRate',
];

/** GET /VERace/StockQuery/QueryUserAssets */
export async function queryAssetDetail(account: AccountParams): Promise<AssetDetail> {
  const data = await http.call<UserAssets>({
    method: 'GET',
    url: '/VERace/StockQuery/QueryUserAssets',
    params: { UserID: account.userID, assetAccount: account.assetAccount },
  });
  const r: Partial<UserAssets> = data ?? {};
  return Object.fromEntries(FIELDS.map((f) => [f, num(r, f)])) as unknown as AssetDetail;
}
