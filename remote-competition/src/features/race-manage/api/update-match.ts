import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import type { MatchDetail } from '../../../common/contest/get-match-detail';
import type { ContestInput } from '../contest-input';
/** POST /VERace/MatchManage/UpdateMatch */
export function updateMatch(a: ContestInput & { matchID: number }): Promise<MatchDetail> {
  return http.call<ApiData<'/VERace/MatchManage/UpdateMatch'>>({
    method: 'POST',
    url: '/VERace/MatchManage/UpdateMatch',
    data: a,
  });
}
