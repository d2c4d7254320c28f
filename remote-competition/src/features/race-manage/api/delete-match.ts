import { http } from '@portal/shared-kit';

/** POST /VERace/MatchManage/DeleteMatch */
export function deleteMatch(a: { matchID: number }): Promise<boolean> {
  return http.call<boolean>({ method: 'POST', url: '/VERace/MatchManage/DeleteMatch', data: a });
}
