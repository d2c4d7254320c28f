import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import type { MatchDetail } from '../../../common/contest/get-match-detail';
/** POST /VERace/MatchManage/EndMatch */
export function endMatch(a: { matchID: number }): Promise<MatchDetail> {
  return http.call<ApiData<'/VERace/MatchManage/EndMatch'>>({
    method: 'POST',
    url: '/VERace/MatchManage/EndMatch',
    data: a,
  });
}
