import { http } from '@portal/shared-kit';
import type { Row } from '../../../common/api/field';
import { pageOf, type Paged } from '../../../common/api/list-of';

/** POST /VERace/Ranking/GetRealTimeTeamRankings (MatchID, PageIndex, PageSize) */
export async function getTeamRankings(a: {
  MatchID: number;
  PageIndex: number;
  PageSize: number;
}): Promise<Paged<Row>> {
  return pageOf<Row>(
    await http.call<unknown>({
      method: 'POST',
      url: '/VERace/Ranking/GetRealTimeTeamRankings',
      data: a,
    }),
  );
}
