import { http } from '@portal/shared-kit';

/** One asset account of the user: one per match (and currency). */
export interface AssetAccount {
  assetType: number;
  accountid: number;
  matchID: number;
  currency: number;
}

/** POST /TradeGW/HisQuery/QueryUserInfo */
export async function queryUserInfo(userID: number): Promise<AssetAccount[]> {
  const data = await http.call<{ assetAccounts?: AssetAccount[] }>(
    { method: 'POST', url: '/TradeGW/HisQuery/QueryUserInfo', data: { userID } },
    { toast: false },
  );
  return data?.assetAccounts ?? [];
}
