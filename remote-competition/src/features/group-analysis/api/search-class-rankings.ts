import { http } from '@portal/shared-kit';
import type { Row } from '../../../common/api/field';
import { pageOf, type Paged } from '../../../common/api/list-of';

/** POST /VERace/Ranking/SearchClassRankings (matchID, searchDate, pageIndex, pageSize) */
export async function searchClassRankings(a: {
  matchID: number;
  pageIndex: number;
  pageSize: number;
}): Promise<Paged<Row>> {
  return pageOf<Row>(
    await http.call<unknown>({
      method: 'POST',
      url: '/VERace/Ranking/SearchClassRankings',
      data: a,
    }),
  );
}
