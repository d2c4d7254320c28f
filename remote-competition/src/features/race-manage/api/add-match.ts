import { http } from '@portal/shared-kit';
import type { MatchDetail } from '../../../common/contest/get-match-detail';
import type { ContestInput } from '../contest-input';
/** POST /VERace/MatchManage/AddMatch */
export function addMatch(a: ContestInput): Promise<MatchDetail> {
  return http.call<MatchDetail>({ method: 'POST', url: '/VERace/MatchManage/AddMatch', data: a });
}
