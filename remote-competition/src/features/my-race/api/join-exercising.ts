import { http, type MatchInfo } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** POST /VERace/MatchManage/JoinExercising (the practice field) */
export function joinExercising(): Promise<MatchInfo> {
  return http.call<ApiData<'/VERace/MatchManage/JoinExercising'>>({
    method: 'POST',
    url: '/VERace/MatchManage/JoinExercising',
  });
}
