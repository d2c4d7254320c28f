import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** My row of the latest ranking, or null before I am ranked. */
export type MyLatestRanking = ApiData<'/VERace/Ranking/GetMyLatestRankingRN'>;

/** GET /VERace/Ranking/GetMyLatestRankingRN (matchID) */
export function getMyLatestRanking(a: { matchID: number }): Promise<MyLatestRanking> {
  return http.call<MyLatestRanking>(
    { method: 'GET', url: '/VERace/Ranking/GetMyLatestRankingRN', params: a },
    { toast: false },
  );
}
