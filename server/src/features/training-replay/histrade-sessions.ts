import type { Db } from '../../db/db';
import { HISTRADE_STEPS } from '../../domain/training/kline';

export interface HistradeSessionRow {
  sessionID: number;
  userID: number;
  seed: number;
  actions: number[];
  finished: boolean;
}

const rowOf = (x: Record<string, unknown>): HistradeSessionRow => ({
  sessionID: Number(x.session_id),
  userID: Number(x.user_id),
  seed: Number(x.seed),
  actions: (typeof x.actions === 'string' ? JSON.parse(x.actions) : x.actions) as number[],
  finished: Boolean(x.finished),
});

/** SQL of the trainKChartHistrade sessions (training_histrade_sessions). */
export class HistradeSessions {
  constructor(private readonly db: Db) {}

  async get(sessionID: number) {
    const [x] = await this.db.query(
      'SELECT * FROM training_histrade_sessions WHERE session_id = $1',
      [sessionID],
    );
    return x ? rowOf(x) : undefined;
  }

  /** The student's unfinished session of a set number, if any (a reload continues it). */
  async openOf(userID: number, seed: number) {
    const [x] = await this.db.query(
      `SELECT * FROM training_histrade_sessions WHERE user_id = $1 AND seed = $2 AND NOT finished
        ORDER BY session_id DESC LIMIT 1`,
      [userID, seed],
    );
    return x ? rowOf(x) : undefined;
  }

  async create(userID: number, seed: number) {
    const [x] = await this.db.query(
      'INSERT INTO training_histrade_sessions (user_id, seed) VALUES ($1, $2) RETURNING *',
      [userID, seed],
    );
    return rowOf(x as Record<string, unknown>);
  }

  /** Records action number `step`; undefined (nothing written) unless exactly `step` are recorded. */
  async append(sessionID: number, step: number, action: number) {
    const [x] = await this.db.query(
      `UPDATE training_histrade_sessions SET actions = actions || to_jsonb($3::int)
        WHERE session_id = $1 AND NOT finished AND jsonb_array_length(actions) = $2 AND $2 < $4
        RETURNING *`,
      [sessionID, step, action, HISTRADE_STEPS],
    );
    return x ? rowOf(x) : undefined;
  }

  /**
   * Closes the session with its score; the score is stored with the other K-line scores when it
   * is the student's first finished session of that set number. Undefined when already closed.
   */
  finish(s: HistradeSessionRow, score: number): Promise<boolean | undefined> {
    return this.db.transaction(async (tx) => {
      // One finish at a time per student, so two sessions of a set number cannot both count.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [s.userID]);
      const [before] = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM training_histrade_sessions
          WHERE user_id = $1 AND seed = $2 AND finished`,
        [s.userID, s.seed],
      );
      const counted = (before?.n ?? 0) === 0;
      const done = await tx.query(
        `UPDATE training_histrade_sessions SET finished = true, score = $2, counted = $3,
           finished_at = now() WHERE session_id = $1 AND NOT finished RETURNING session_id`,
        [s.sessionID, score, counted],
      );
      if (done.length === 0) return undefined;
      if (counted)
        await tx.query(
          `INSERT INTO training_kline_scores (user_id, tool, seed, score, answers)
           VALUES ($1, 'histrade', $2, $3, $4)`,
          [s.userID, s.seed, score, JSON.stringify(s.actions)],
        );
      return counted;
    });
  }
}
