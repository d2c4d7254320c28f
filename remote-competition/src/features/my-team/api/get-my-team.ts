import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** My team in a contest. */
export type MyTeam = Pick<
  NonNullable<ApiData<'/VERace/TutorTeam/GetMyTeam'>>,
  'teamID' | 'teamName' | 'members'
>;

/** One member of my team. */
export type TeamMember = MyTeam['members'][number];

/** GET /VERace/TutorTeam/GetMyTeam (my team in the contest, or null) */
export async function getMyTeam(a: { matchID: number }): Promise<MyTeam | null> {
  const team = await http.call<MyTeam | null>({
    method: 'GET',
    url: '/VERace/TutorTeam/GetMyTeam',
    params: { matchID: a.matchID },
  });
  return team ? { ...team, members: team.members ?? [] } : null;
}
