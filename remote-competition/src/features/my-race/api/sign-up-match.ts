import { http, type MatchInfo } from '@portal/shared-kit';

/** POST /VERace/MatchManage/SignUpMatch (command, matchId) */
export function signUpMatch(a: { matchId: number; command: string }): Promise<MatchInfo> {
  return http.call<MatchInfo>({ method: 'POST', url: '/VERace/MatchManage/SignUpMatch', data: a });
}
