import { http } from '@portal/shared-kit';
import { pageOf, type Paged } from '../../../common/api/list-of';
import type { RankingColumnSetting } from '@portal/shared-kit';
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

/** A ranking page: rows, the contest's ranking columns and the trade date of the metrics. */
export interface RankingPage extends Paged<Row> {
  columns: RankingColumnSetting[];
  searchDate: string | null;
}

/** POST /VERace/Ranking/SearchPersonalRankingsRN (matchID, searchKey, sortField, sortType, pageIndex, pageSize) */
export async function searchPersonalRankings(q: RankingQuery): Promise<RankingPage> {
  const data = await http.call<Partial<RankingPage> | null>({
    method: 'POST',
    url: '/VERace/Ranking/SearchPersonalRankingsRN',
    data: q,
  });
  return {
    ...pageOf<Row>(data),
    columns: data?.columns ?? [],
    searchDate: data?.searchDate ?? null,
  };
}
