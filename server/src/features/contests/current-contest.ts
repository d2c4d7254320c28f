import { ERROR_CODES } from '@portal/shared-kit/domain';
import type { Db } from '../../db/db';

/**
 * The contest a user is in: the one they last entered with LoginMatch (issue 28). Trading acts
 * only on that contest's accounts; combines (no enrolment of that id) are not contest accounts.
 */
export class CurrentContest {
  constructor(private readonly db: Db) {}

  /** Records the contest a user entered. */
  async enter(userId: number, matchId: number, at: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO user_current_match (user_id, match_id, entered_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET match_id = EXCLUDED.match_id, entered_at = EXCLUDED.entered_at`,
      [userId, matchId, at],
    );
  }

  /** The contest the user is in, or null before they entered one. */
  async of(userId: number): Promise<number | null> {
    const [r] = await this.db.query<{ match_id: number }>(
      'SELECT match_id FROM user_current_match WHERE user_id = $1',
      [userId],
    );
    return r ? Number(r.match_id) : null;
  }

  /**
   * 60010 when the account belongs to a contest the user is enrolled in other than the one they
   * are in, or to a training project's own contest they are not in (a training's account acts
   * only between 开始 and 结束); null when they may act on it (their contest, a combine, or no
   * contest entered yet).
   */
  async accountProblem(a: { userId: number; matchId: number }): Promise<number | null> {
    const rows = await this.db.query<{
      current: number | null;
      enrolled: boolean;
      training: boolean;
    }>(
      `SELECT (SELECT match_id FROM user_current_match WHERE user_id = $1) AS current,
              EXISTS (SELECT 1 FROM match_traders WHERE user_id = $1 AND match_id = $2) AS enrolled,
              EXISTS (SELECT 1 FROM matches WHERE match_id = $2 AND tp_info_id IS NOT NULL) AS training`,
      [a.userId, a.matchId],
    );
    const r = rows[0];
    const current = r?.current === null || r?.current === undefined ? null : Number(r.current);
    if (r?.training && current !== a.matchId) return ERROR_CODES.BUSINESS_FORBIDDEN;
    if (!r || current === null) return null;
    if (current === a.matchId || !r.enrolled) return null;
    return ERROR_CODES.BUSINESS_FORBIDDEN;
  }
}
