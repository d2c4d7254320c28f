import { http } from '@portal/shared-kit';

/** One member of my team. */
export interface TeamMember {
  userID: number;
  realName: string;
  traderID: number;
}

/** My team in a contest. */
export interface MyTeam {
  teamID: number;
  teamName: string;
  members: TeamMember[];
}

/** GET /VERace/TutorTeam/GetMyTeam (my team in the contest, or null) */
export async function getMyTeam(a: { matchID: number }): Promise<MyTeam | null> {
  const team = await http.call<MyTeam | null>({
    method: 'GET',
    url: '/VERace/TutorTeam/GetMyTeam',
    params: { matchID: a.matchID },
  });
  return team ? { ...team, members: team.members ?? [] } : null;
}
