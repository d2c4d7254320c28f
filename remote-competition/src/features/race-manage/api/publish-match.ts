import { http } from '@portal/shared-kit';
import type { MatchDetail } from '../../../common/contest/get-match-detail';
/** POST /VERace/MatchManage/PublishMatch */
export function publishMatch(a: { matchID: number; isPublished: boolean }): Promise<MatchDetail> {
  return http.call<MatchDetail>({
    method: 'POST',
    url: '/VERace/MatchManage/PublishMatch',
    data: a,
  });
}
