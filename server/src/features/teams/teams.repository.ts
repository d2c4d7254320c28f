import type { Db } from '../../db/db';

/** A team of a contest with its size. */
export interface TeamView {
  teamID: number;
  matchID: number;
  teamName: string;
  tutorID: number | null;
  memberCount: number;
}

const teamOf = (r: Record<string, unknown>): TeamView => ({
  teamID: Number(r.team_id),
  matchID: Number(r.match_id),
  teamName: String(r.team_name),
  tutorID: r.tutor_id === null || r.tutor_id === undefined ? null : Number(r.tutor_id),
  memberCount: Number(r.member_count ?? 0),
});

const SELECT = `SELECT tm.*, (SELECT count(*)::int FROM match_traders t WHERE t.team_id = tm.team_id) AS member_count
  FROM match_teams tm`;

/** Teams (match_teams) and their members (match_traders.team_id). */
export class TeamsRepository {
  constructor(private readonly db: Db) {}

  async byId(teamId: number): Promise<TeamView | undefined> {
    const [r] = await this.db.query(`${SELECT} WHERE tm.team_id = $1`, [teamId]);
    return r ? teamOf(r) : undefined;
  }

  async ofMatch(matchId: number): Promise<TeamView[]> {
    const rows = await this.db.query(`${SELECT} WHERE tm.match_id = $1 ORDER BY tm.team_id`, [
      matchId,
    ]);
    return rows.map(teamOf);
  }

  /** Team ids a user is in (as member or tutor) in a contest. */
  async idsOf(matchId: number, userId: number): Promise<number[]> {
    const rows = await this.db.query<{ team_id: number }>(
      `SELECT team_id FROM match_traders WHERE match_id = $1 AND user_id = $2 AND team_id IS NOT NULL
       UNION SELECT team_id FROM match_teams WHERE match_id = $1 AND tutor_id = $2 ORDER BY team_id`,
      [matchId, userId],
    );
    return rows.map((r) => Number(r.team_id));
  }

  async members(teamId: number) {
    const rows = await this.db.query(
      `SELECT t.user_id, u.real_name, t.trader_id FROM match_traders t JOIN users u ON u.id = t.user_id
       WHERE t.team_id = $1 ORDER BY t.trader_id`,
      [teamId],
    );
    return rows.map((r) => ({
      userID: Number(r.user_id),
      realName: String(r.real_name),
      traderID: Number(r.trader_id),
    }));
  }

  async insert(matchId: number, name: string, tutorId: number | null): Promise<number> {
    const [r] = await this.db.query<{ team_id: number }>(
      'INSERT INTO match_teams (match_id, team_name, tutor_id) VALUES ($1, $2, $3) RETURNING team_id',
      [matchId, name, tutorId],
    );
    return Number(r?.team_id);
  }

  async rename(teamId: number, name: string): Promise<void> {
    await this.db.query('UPDATE match_teams SET team_name = $2 WHERE team_id = $1', [teamId, name]);
  }

  async delete(teamId: number): Promise<void> {
    await this.db.query('DELETE FROM match_teams WHERE team_id = $1', [teamId]);
  }

  /** Makes exactly these users (traders of the team's contest) the members. */
  async setMembers(team: TeamView, userIds: readonly number[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('UPDATE match_traders SET team_id = NULL WHERE team_id = $1', [team.teamID]);
      await tx.query(
        'UPDATE match_traders SET team_id = $1 WHERE match_id = $2 AND user_id = ANY($3::int[])',
        [team.teamID, team.matchID, userIds],
      );
    });
  }
}
