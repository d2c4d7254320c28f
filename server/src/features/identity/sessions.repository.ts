import { rowCachesOf } from '../../cache/row-caches';
import { queryOne, type Queryable } from '../../db/db';
import type { SessionUser } from '../../http/auth';

/** SQL of the sessions table. */
export class SessionsRepository {
  constructor(private readonly db: Queryable) {}

  async create(token: string, userId: number, createdAt: Date, expiresAt: Date): Promise<void> {
    await this.db.query(
      'INSERT INTO sessions (token, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [token, userId, createdAt, expiresAt],
    );
  }

  /** The live session's user: not revoked, not expired, account not unregistered. */
  findLive(token: string, now: Date): Promise<SessionUser | undefined> {
    return queryOne<SessionUser>(
      this.db,
      `SELECT u.id, u.user_name AS "userName", u.real_name AS "realName", u.role, u.phone,
         u.has_train_use_power AS "hasTrainUsePower", u.has_combine_power AS "hasCombinePower",
         s.token, s.expires_at AS "expiresAt"
       FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.token = $1 AND NOT s.revoked AND s.expires_at > $2 AND NOT u.unregistered`,
      [token, now],
    );
  }

  /**
   * Moves a session's expiry to `expiresAt`, capped at `lifetimeMs` after its creation; returns
   * the expiry it now has.
   */
  async extend(token: string, expiresAt: Date, lifetimeMs: number): Promise<Date> {
    const cap = await queryOne<{ createdAt: Date }>(
      this.db,
      'SELECT created_at AS "createdAt" FROM sessions WHERE token = $1',
      [token],
    );
    const latest = cap ? new Date(cap.createdAt.getTime() + lifetimeMs) : expiresAt;
    const next = expiresAt < latest ? expiresAt : latest;
    const rows = await this.db.query<{ user_id: number }>(
      'UPDATE sessions SET expires_at = $2 WHERE token = $1 RETURNING user_id',
      [token, next],
    );
    await this.changed(rows);
    return next;
  }

  async revoke(token: string): Promise<void> {
    const rows = await this.db.query<{ user_id: number }>(
      'UPDATE sessions SET revoked = true WHERE token = $1 RETURNING user_id',
      [token],
    );
    await this.changed(rows);
  }

  /** Ends every session of a user; returns how many were live. */
  async revokeUser(userId: number): Promise<number> {
    const rows = await this.db.query(
      'UPDATE sessions SET revoked = true WHERE user_id = $1 AND NOT revoked RETURNING token',
      [userId],
    );
    await rowCachesOf(this.db).userChanged(this.db, userId);
    return rows.length;
  }

  /** Cached sessions of the users of these rows are read again (on every process). */
  private async changed(rows: { user_id: number }[]): Promise<void> {
    for (const r of rows) await rowCachesOf(this.db).userChanged(this.db, Number(r.user_id));
  }
}
