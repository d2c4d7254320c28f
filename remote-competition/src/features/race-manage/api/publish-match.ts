import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import type { MatchDetail } from '../../../common/contest/get-match-detail';
/** POST /VERace/MatchManage/PublishMatch */
export function publishMatch(a: { matchID: number; isPublished: boolean }): Promise<MatchDetail> {
  return http.call<ApiData<'/VERace/MatchManage/PublishMatch'>>({
    method: 'POST',
    url: '/VERace/MatchManage/PublishMatch',
    data: a,
  });
}
