import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** POST /VERace/MatchManage/LabelUpMatchNew */
export function labelUpMatch(a: {
  labelIDs: number[];
  matchId: number;
}): Promise<ApiData<'/VERace/MatchManage/LabelUpMatchNew'>> {
  return http.call<ApiData<'/VERace/MatchManage/LabelUpMatchNew'>>({
    method: 'POST',
    url: '/VERace/MatchManage/LabelUpMatchNew',
    data: a,
  });
}
