import { rowCachesOf } from '../../cache/row-caches';
import type { Db, Queryable } from '../../db/db';
import type { TraderRow } from './contest-views';

type Row = Record<string, unknown>;

export function traderOfRow(r: Row): TraderRow {
  return {
    traderID: Number(r.trader_id),
    matchID: Number(r.match_id),
    userID: Number(r.user_id),
    teamID: r.team_id === null || r.team_id === undefined ? null : Number(r.team_id),
    accountID: r.account_id === null || r.account_id === undefined ? null : Number(r.account_id),
    traderState: Number(r.trader_state ?? 0),
    joinedAt: r.joined_at as Date,
    lastLoginAt: (r.last_login_at as Date | null) ?? null,
  };
}

/** Enrolments (match_traders): one trader per user and contest. */
export class TradersRepository {
  constructor(private readonly db: Db) {}

  async byId(traderId: number): Promise<TraderRow | undefined> {
    const [r] = await this.db.query('SELECT * FROM match_traders WHERE trader_id = $1', [traderId]);
    return r ? traderOfRow(r) : undefined;
  }

  async of(
    matchId: number,
    userId: number,
    q: Queryable = this.db,
  ): Promise<TraderRow | undefined> {
    const [r] = await q.query('SELECT * FROM match_traders WHERE match_id = $1 AND user_id = $2', [
      matchId,
      userId,
    ]);
    return r ? traderOfRow(r) : undefined;
  }

  async ofUser(userId: number): Promise<TraderRow[]> {
    const rows = await this.db.query(
      'SELECT * FROM match_traders WHERE user_id = $1 ORDER BY trader_id',
      [userId],
    );
    return rows.map(traderOfRow);
  }

  /** Enrols a user; returns the existing trader when already enrolled. */
  async enrol(
    matchId: number,
    userId: number,
    q: Queryable = this.db,
  ): Promise<{ trader: TraderRow; created: boolean }> {
    const rows = await q.query(
      `INSERT INTO match_traders (match_id, user_id) VALUES ($1, $2)
       ON CONFLICT (match_id, user_id) DO NOTHING RETURNING *`,
      [matchId, userId],
    );
    await rowCachesOf(this.db).userChanged(q, userId);
    if (rows[0]) return { trader: traderOfRow(rows[0]), created: true };
    const existing = await this.of(matchId, userId, q);
    if (!existing) throw new Error(`enrolment of ${userId} in ${matchId} vanished`);
    return { trader: existing, created: false };
  }

  async setAccount(traderId: number, accountId: number): Promise<void> {
    await this.db.query('UPDATE match_traders SET account_id = $2 WHERE trader_id = $1', [
      traderId,
      accountId,
    ]);
  }

  async touchLogin(traderId: number, at: Date): Promise<void> {
    await this.db.query('UPDATE match_traders SET last_login_at = $2 WHERE trader_id = $1', [
      traderId,
      at,
    ]);
  }

  async setState(traderId: number, state: number): Promise<boolean> {
    const rows = await this.db.query(
      'UPDATE match_traders SET trader_state = $2 WHERE trader_id = $1 RETURNING trader_id',
      [traderId, state],
    );
    return rows.length > 0;
  }

  /** Traders of a contest with their names, class and team, for management lists. */
  async search(matchId: number, key: string, limit: number, offset: number) {
    const cond = `t.match_id = $1 AND ($2 = '' OR u.user_name ILIKE '%' || $2 || '%' OR u.real_name ILIKE '%' || $2 || '%')`;
    const [count] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM match_traders t JOIN users u ON u.id = t.user_id WHERE ${cond}`,
      [matchId, key],
    );
    const rows = await this.db.query(
      `SELECT t.*, u.user_name, u.real_name, c.name AS class_name, tm.team_name
       FROM match_traders t JOIN users u ON u.id = t.user_id
       LEFT JOIN classes c ON c.id = u.class_id LEFT JOIN match_teams tm ON tm.team_id = t.team_id
       WHERE ${cond} ORDER BY t.trader_id LIMIT $3 OFFSET $4`,
      [matchId, key, limit, offset],
    );
    return {
      total: count?.n ?? 0,
      list: rows.map((r) => ({
        traderID: Number(r.trader_id),
        userID: Number(r.user_id),
        userName: String(r.user_name),
        realName: String(r.real_name),
        className: String(r.class_name ?? ''),
        teamID: r.team_id === null ? null : Number(r.team_id),
        teamName: String(r.team_name ?? ''),
        traderState: Number(r.trader_state),
        joinTime: r.joined_at as Date,
        lastLoginTime: r.last_login_at as Date | null,
        accountID: r.account_id === null ? null : Number(r.account_id),
      })),
    };
  }
}
