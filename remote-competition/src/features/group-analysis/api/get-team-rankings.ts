import { http } from '@portal/shared-kit';
import type { ApiData, ApiRow } from '@portal/shared-kit/api-types';
import { pageOf, type Paged } from '../../../common/api/list-of';

/** One team (or class) of the contest's team ranking. */
export type TeamRankingRow = ApiRow<'/VERace/Ranking/GetRealTimeTeamRankings'>;

/** POST /VERace/Ranking/GetRealTimeTeamRankings (MatchID, PageIndex, PageSize) */
export async function getTeamRankings(a: {
  MatchID: number;
  PageIndex: number;
  PageSize: number;
}): Promise<Paged<TeamRankingRow>> {
  return pageOf<TeamRankingRow>(
    await http.call<ApiData<'/VERace/Ranking/GetRealTimeTeamRankings'>>({
      method: 'POST',
      url: '/VERace/Ranking/GetRealTimeTeamRankings',
      data: a,
    }),
  );
}
