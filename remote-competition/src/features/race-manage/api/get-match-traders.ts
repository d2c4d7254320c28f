import { http } from '@portal/shared-kit';
import type { ApiData, ApiRow } from '@portal/shared-kit/api-types';
import { pageOf, type Paged } from '../../../common/api/list-of';

/** One trader of a contest. */
export type MatchTrader = Pick<
  ApiRow<'/VERace/MatchManage/GetMatchTraders'>,
  | 'traderID'
  | 'userID'
  | 'userName'
  | 'realName'
  | 'className'
  | 'teamName'
  | 'traderState'
  | 'joinTime'
  | 'lastLoginTime'
  | 'accountID'
>;

/** GET /VERace/MatchManage/GetMatchTraders (matchID, key, pageIndex, pageSize) */
export async function getMatchTraders(a: {
  matchID: number;
  key?: string;
  pageIndex: number;
  pageSize: number;
}): Promise<Paged<MatchTrader>> {
  return pageOf<MatchTrader>(
    await http.call<ApiData<'/VERace/MatchManage/GetMatchTraders'>>({
      method: 'GET',
      url: '/VERace/MatchManage/GetMatchTraders',
      params: a,
    }),
  );
}
