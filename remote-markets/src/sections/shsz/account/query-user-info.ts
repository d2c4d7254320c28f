import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

type UserInfo = ApiData<'/TradeGW/HisQuery/QueryUserInfo'>;

/** One asset account of the user: one per match (and currency). */
export type AssetAccount = Pick<
  UserInfo['assetAccounts'][number],
  'assetType' | 'accountid' | 'matchID' | 'currency'
>;

/** POST /TradeGW/HisQuery/QueryUserInfo */
export async function queryUserInfo(userID: number): Promise<AssetAccount[]> {
  const data = await http.call<Pick<UserInfo, 'assetAccounts'>>(
    { method: 'POST', url: '/TradeGW/HisQuery/QueryUserInfo', data: { userID } },
    { toast: false },
  );
  return data?.assetAccounts ?? [];
}
