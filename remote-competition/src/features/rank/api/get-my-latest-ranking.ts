import { http } from '@portal/shared-kit';
import type { Row } from '../../../common/api/field';

/** GET /VERace/Ranking/GetMyLatestRankingRN (matchID) */
export function getMyLatestRanking(a: { matchID: number }): Promise<Row | null> {
  return http.call<Row | null>(
    { method: 'GET', url: '/VERace/Ranking/GetMyLatestRankingRN', params: a },
    { toast: false },
  );
}
