import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import type { MatchDetail } from '../../../common/contest/get-match-detail';
import type { ContestInput } from '../contest-input';
/** POST /VERace/MatchManage/AddMatch */
export function addMatch(a: ContestInput): Promise<MatchDetail> {
  return http.call<ApiData<'/VERace/MatchManage/AddMatch'>>({
    method: 'POST',
    url: '/VERace/MatchManage/AddMatch',
    data: a,
  });
}
