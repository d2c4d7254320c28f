import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** POST /VERace/MatchManage/DeleteMatch */
export function deleteMatch(a: {
  matchID: number;
}): Promise<ApiData<'/VERace/MatchManage/DeleteMatch'>> {
  return http.call<ApiData<'/VERace/MatchManage/DeleteMatch'>>({
    method: 'POST',
    url: '/VERace/MatchManage/DeleteMatch',
    data: a,
  });
}
