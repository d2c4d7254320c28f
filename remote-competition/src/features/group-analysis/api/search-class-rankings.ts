import { http } from '@portal/shared-kit';
import type { ApiData, ApiRow } from '@portal/shared-kit/api-types';
import { pageOf, type Paged } from '../../../common/api/list-of';

/** One class (or team) of the contest's class ranking. */
export type ClassRankingRow = ApiRow<'/VERace/Ranking/SearchClassRankings'>;

/** POST /VERace/Ranking/SearchClassRankings (matchID, searchDate, pageIndex, pageSize) */
export async function searchClassRankings(a: {
  matchID: number;
  pageIndex: number;
  pageSize: number;
}): Promise<Paged<ClassRankingRow>> {
  return pageOf<ClassRankingRow>(
    await http.call<ApiData<'/VERace/Ranking/SearchClassRankings'>>({
      method: 'POST',
      url: '/VERace/Ranking/SearchClassRankings',
      data: a,
    }),
  );
}
