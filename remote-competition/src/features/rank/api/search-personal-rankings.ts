import { http } from '@portal/shared-kit';
import type { ApiData, ApiRow } from '@portal/shared-kit/api-types';
import { pageOf, type Paged } from '../../../common/api/list-of';

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

type RankingAnswer = ApiData<'/VERace/Ranking/SearchPersonalRankingsRN'>;

/** A trader's ranking row: who, the rank and the metrics (by metric name). */
export type RankingRow = ApiRow<'/VERace/Ranking/SearchPersonalRankingsRN'>;

/** A ranking page: rows, the contest's ranking columns and the trade date of the metrics. */
export interface RankingPage
  extends Paged<RankingRow>, Pick<RankingAnswer, 'columns' | 'searchDate'> {}

/** POST /VERace/Ranking/SearchPersonalRankingsRN (matchID, searchKey, sortField, sortType, pageIndex, pageSize) */
export async function searchPersonalRankings(q: RankingQuery): Promise<RankingPage> {
  const data = await http.call<Partial<RankingAnswer> | null>({
    method: 'POST',
    url: '/VERace/Ranking/SearchPersonalRankingsRN',
    data: q,
  });
  return {
    ...pageOf<RankingRow>(data),
    columns: data?.columns ?? [],
    searchDate: data?.searchDate ?? null,
  };
}
