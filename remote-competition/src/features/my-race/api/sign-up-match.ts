import { http, type MatchInfo } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** POST /VERace/MatchManage/SignUpMatch (command, matchId) */
export function signUpMatch(a: { matchId: number; command: string }): Promise<MatchInfo> {
  return http.call<ApiData<'/VERace/MatchManage/SignUpMatch'>>({
    method: 'POST',
    url: '/VERace/MatchManage/SignUpMatch',
    data: a,
  });
}
