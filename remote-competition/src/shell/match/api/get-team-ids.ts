import { http } from '@portal/shared-kit';
import { listOf } from '../../../common/api/list-of';

/** GET /VERace/TutorTeam/GetTeamIDs (my teams in the contest; managers get all) */
export async function getTeamIds(matchID: number): Promise<number[]> {
  const data = await http.call<unknown>(
    { method: 'GET', url: '/VERace/TutorTeam/GetTeamIDs', params: { matchID } },
    { toast: false },
  );
  return listOf<number>(data);
}
