import { http } from '@portal/shared-kit';
import type { AccountParams } from '../../../account/account-params';
import { num, type Row } from '../../../api/fields';

/** The account's money in full, as the query center shows it (CNY; rates in percent). */
export interface AssetDetail {
  initialCash: number;
  transfers: number;
  totalAssets: number;
  availableCash: number;
  frozenCash: number;
  marketValue: number;
  positionCost: number;
  floatingPL: number;
  realisedPL: number;
  fees: number;
  totalPL: number;
  yieldRate: number;
}

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
  const data = await http.call<Row>({
    method: 'GET',
    url: '/VERace/StockQuery/QueryUserAssets',
    params: { UserID: account.userID, assetAccount: account.assetAccount },
  });
  const r = data ?? {};
  return Object.fromEntries(FIELDS.map((f) => [f, num(r, f)])) as unknown as AssetDetail;
}
