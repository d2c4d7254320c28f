import type { Db } from '../../db/db';
import { HISTRADE_STEPS } from '../../domain/training/kline';
import { insertAttempt, type AttemptRecord, type AttemptRule } from './kline-attempts';

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
   * Closes the session with its score, stored with the other K-line scores as the student's next
   * attempt of that quiz number (counted while the rule allows). Undefined when already closed.
   */
  finish(
    s: HistradeSessionRow,
    score: number,
    rule: AttemptRule,
  ): Promise<AttemptRecord | undefined> {
    return this.db.transaction(async (tx) => {
      // One finish at a time per student, so two sessions of a quiz number cannot both count.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [s.userID]);
      const done = await tx.query(
        `UPDATE training_histrade_sessions SET finished = true, score = $2, finished_at = now()
          WHERE session_id = $1 AND NOT finished RETURNING session_id`,
        [s.sessionID, score],
      );
      if (done.length === 0) return undefined;
      const rec = await insertAttempt(
        tx,
        { userID: s.userID, tool: 'histrade', seed: s.seed, score, answers: s.actions },
        rule,
      );
      await tx.query('UPDATE training_histrade_sessions SET counted = $2 WHERE session_id = $1', [
        s.sessionID,
        rec.counted,
      ]);
      return rec;
    });
  }
}
