import { http, PAGE_SIZES, type MatchInfo } from '@portal/shared-kit';
import { listOf } from '../../../common/api/list-of';

/** GET /VERace/MatchManage/GetMyMatchList (the user's contests; the match list uses page size 999999). */
export async function getMyMatches(): Promise<MatchInfo[]> {
  const data = await http.call<unknown>(
    {
      method: 'GET',
      url: '/VERace/MatchManage/GetMyMatchList',
      params: { pageIndex: 1, pageSize: PAGE_SIZES.MATCH_LIST },
    },
    { toast: false },
  );
  return listOf<MatchInfo>(data);
}
