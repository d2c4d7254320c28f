import { http, type MatchInfo } from '@portal/shared-kit';

/** POST /VERace/MatchManage/JoinExercising (the practice field) */
export function joinExercising(): Promise<MatchInfo> {
  return http.call<MatchInfo>({ method: 'POST', url: '/VERace/MatchManage/JoinExercising' });
}
