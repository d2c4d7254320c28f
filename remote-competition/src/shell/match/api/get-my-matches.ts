import { http, PAGE_SIZES, type MatchInfo } from '@portal/shared-kit';
import type { ApiData, ApiRow } from '@portal/shared-kit/api-types';
import { listOf } from '../../../common/api/list-of';

/** GET /VERace/MatchManage/GetMatchGoing (the user's contests not ended; the match list uses page size 999999). */
export async function getMyMatches(): Promise<MatchInfo[]> {
  const data = await http.call<ApiData<'/VERace/MatchManage/GetMatchGoing'>>(
    {
      method: 'GET',
      url: '/VERace/MatchManage/GetMatchGoing',
      params: { key: '', pageIndex: 1, pageSize: PAGE_SIZES.MATCH_LIST },
    },
    { toast: false },
  );
  return listOf<ApiRow<'/VERace/MatchManage/GetMatchGoing'>>(data);
}
