import { http } from '@portal/shared-kit';

/** POST /VERace/MatchUser/LoginMatch (entering a contest as its trader). */
export function loginMatch(traderID: string): Promise<unknown> {
  return http.call<unknown>(
    { method: 'POST', url: '/VERace/MatchUser/LoginMatch', data: { traderID } },
    { toast: false },
  );
}
