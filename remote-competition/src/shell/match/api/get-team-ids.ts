import { http } from '@portal/shared-kit';
import type { ApiData, ApiItem } from '@portal/shared-kit/api-types';
import { listOf } from '../../../common/api/list-of';

/** GET /VERace/TutorTeam/GetTeamIDs (my teams in the contest; managers get all) */
export async function getTeamIds(
  matchID: number,
): Promise<ApiItem<'/VERace/TutorTeam/GetTeamIDs'>[]> {
  const data = await http.call<ApiData<'/VERace/TutorTeam/GetTeamIDs'>>(
    { method: 'GET', url: '/VERace/TutorTeam/GetTeamIDs', params: { matchID } },
    { toast: false },
  );
  return listOf<ApiItem<'/VERace/TutorTeam/GetTeamIDs'>>(data);
}
