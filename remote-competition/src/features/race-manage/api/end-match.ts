import { http } from '@portal/shared-kit';
import type { MatchDetail } from '../../../common/contest/get-match-detail';
/** POST /VERace/MatchManage/EndMatch */
export function endMatch(a: { matchID: number }): Promise<MatchDetail> {
  return http.call<MatchDetail>({ method: 'POST', url: '/VERace/MatchManage/EndMatch', data: a });
}
