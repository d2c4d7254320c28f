import { http } from '@portal/shared-kit';
import { pageOf, type Paged } from '../../../common/api/list-of';
import type { Row } from '../../../common/api/field';

/** Ranking query (spec §3). */
export interface RankingQuery {
  matchID: number;
  searchKey?: string;
  sortField?: string;
  sortType?: 'asc' | 'desc';
  searchDate?: string;
  pageIndex: number;
  pageSize: number;
}

/** POST /VERace/Ranking/SearchPersonalRankingsRN (matchID, searchKey, sortField, sortType, pageIndex, pageSize) */
export async function searchPersonalRankings(q: RankingQuery): Promise<Paged<Row>> {
  const data = await http.call<unknown>({
    method: 'POST',
    url: '/VERace/Ranking/SearchPersonalRankingsRN',
    data: q,
  });
  return pageOf<Row>(data);
}
