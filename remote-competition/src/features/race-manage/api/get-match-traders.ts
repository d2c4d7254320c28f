import { http } from '@portal/shared-kit';
import { pageOf, type Paged } from '../../../common/api/list-of';

/** One trader of a contest. */
export interface MatchTrader {
  traderID: string;
  userID: number;
  userName: string;
  realName: string;
  className: string;
  teamName: string | null;
  traderState: number;
  joinTime: string;
  lastLoginTime: string | null;
  accountID: number | null;
}

/** GET /VERace/MatchManage/GetMatchTraders (matchID, key, pageIndex, pageSize) */
export async function getMatchTraders(a: {
  matchID: number;
  key?: string;
  pageIndex: number;
  pageSize: number;
}): Promise<Paged<MatchTrader>> {
  return pageOf<MatchTrader>(
    await http.call<unknown>({
      method: 'GET',
      url: '/VERace/MatchManage/GetMatchTraders',
      params: a,
    }),
  );
}
