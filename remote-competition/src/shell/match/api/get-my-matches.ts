import { http, PAGE_SIZES, type MatchInfo } from '@portal/shared-kit';
import { listOf } from '../../../common/api/list-of';

/** GET /VERace/MatchManage/GetMatchGoing (the user's contests not ended; the match list uses page size 999999). */
export async function getMyMatches(): Promise<MatchInfo[]> {
  const data = await http.call<unknown>(
    {
      method: 'GET',
      url: '/VERace/MatchManage/GetMatchGoing',
      params: { key: '', pageIndex: 1, pageSize: PAGE_SIZES.MATCH_LIST },
    },
    { toast: false },
  );
  return listOf<MatchInfo>(data);
}
