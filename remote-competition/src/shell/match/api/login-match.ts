import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** POST /VERace/MatchUser/LoginMatch (entering a contest as its trader). */
export function loginMatch(traderID: string): Promise<ApiData<'/VERace/MatchUser/LoginMatch'>> {
  return http.call<ApiData<'/VERace/MatchUser/LoginMatch'>>(
    { method: 'POST', url: '/VERace/MatchUser/LoginMatch', data: { traderID } },
    { toast: false },
  );
}
