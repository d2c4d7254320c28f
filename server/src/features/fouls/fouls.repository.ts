import type { Db } from '../../db/db';

/** Filters of foul record lists. */
export interface FoulFilter {
  userId?: number;
  matchId?: number;
  key?: string;
  limit: number;
  offset: number;
}

/** A new foul record. */
export interface NewFoul {
  matchId: number;
  traderId: number | null;
  userId: number;
  code: number;
  content: string;
  orderInfo: Record<string, unknown>;
}

const SELECT = `SELECT f.*, m.match_name, u.user_name, u.real_name, c.name AS class_name
  FROM foul_records f JOIN matches m ON m.match_id = f.match_id JOIN users u ON u.id = f.user_id
  LEFT JOIN classes c ON c.id = u.class_id`;

const view = (r: Record<string, unknown>) => ({
  foulID: Number(r.foul_id),
  matchID: Number(r.match_id),
  matchName: String(r.match_name),
  traderID: r.trader_id === null ? null : Number(r.trader_id),
  userID: Number(r.user_id),
  userName: String(r.user_name),
  realName: String(r.real_name),
  className: String(r.class_name ?? ''),
  code: Number(r.code),
  foulContent: String(r.content),
  orderInfo: (typeof r.order_info === 'string' ? JSON.parse(r.order_info) : r.order_info) as Record<
    string,
    unknown
  >,
  createTime: r.created_at as Date,
  isRead: Boolean(r.is_read),
});
export type FoulView = ReturnType<typeof view>;

/** Foul (violation) records. */
export class FoulsRepository {
  constructor(private readonly db: Db) {}

  async insert(f: NewFoul): Promise<number> {
    const [r] = await this.db.query<{ foul_id: number }>(
      `INSERT INTO foul_records (match_id, trader_id, user_id, code, content, order_info)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb) RETURNING foul_id`,
      [f.matchId, f.traderId, f.userId, f.code, f.content, JSON.stringify(f.orderInfo)],
    );
    return Number(r?.foul_id);
  }

  private where(f: FoulFilter): { sql: string; params: (string | number)[] } {
    const parts: string[] = [];
    const params: (string | number)[] = [];
    if (f.userId !== undefined) parts.push(`f.user_id = $${params.push(f.userId)}`);
    if (f.matchId !== undefined) parts.push(`f.match_id = $${params.push(f.matchId)}`);
    const key = f.key?.trim();
    if (key) {
      const i = params.push(key);
      parts.push(
        `(u.user_name ILIKE '%' || $${i} || '%' OR u.real_name ILIKE '%' || $${i} || '%' OR c.name ILIKE '%' || $${i} || '%')`,
      );
    }
    return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
  }

  async search(f: FoulFilter): Promise<{ total: number; list: FoulView[] }> {
    const w = this.where(f);
    const [count] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM foul_records f JOIN users u ON u.id = f.user_id LEFT JOIN classes c ON c.id = u.class_id ${w.sql}`,
      w.params,
    );
    const rows = await this.db.query(
      `${SELECT} ${w.sql} ORDER BY f.foul_id DESC LIMIT $${w.params.length + 1} OFFSET $${w.params.length + 2}`,
      [...w.params, f.limit, f.offset],
    );
    return { total: count?.n ?? 0, list: rows.map(view) };
  }

  async unread(userId: number): Promise<number> {
    const [r] = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM foul_records WHERE user_id = $1 AND NOT is_read',
      [userId],
    );
    return r?.n ?? 0;
  }

  /** Marks the newest `limit` unread records of a user (optionally one contest) as read. */
  async markRead(userId: number, matchId: number | undefined, limit: number): Promise<number> {
    const rows = await this.db.query(
      `UPDATE foul_records SET is_read = true WHERE foul_id IN (
         SELECT foul_id FROM foul_records WHERE user_id = $1 AND NOT is_read AND ($2::int IS NULL OR match_id = $2)
         ORDER BY foul_id DESC LIMIT $3) RETURNING foul_id`,
      [userId, matchId ?? null, limit],
    );
    return rows.length;
  }

  /** Contests that have fouls, with counts. */
  async matches(limit: number, offset: number, onlyIds?: readonly number[]) {
    const filter = onlyIds ? 'WHERE f.match_id = ANY($3::int[])' : '';
    const rows = await this.db.query(
      `SELECT f.match_id, m.match_name, count(*)::int AS fouls, count(DISTINCT f.trader_id)::int AS traders
       FROM foul_records f JOIN matches m ON m.match_id = f.match_id ${filter}
       GROUP BY f.match_id, m.match_name ORDER BY f.match_id DESC LIMIT $1 OFFSET $2`,
      onlyIds ? [limit, offset, onlyIds] : [limit, offset],
    );
    const [count] = await this.db.query<{ n: number }>(
      `SELECT count(DISTINCT f.match_id)::int AS n FROM foul_records f ${filter.replace('$3', '$1')}`,
      onlyIds ? [onlyIds] : [],
    );
    return {
      total: count?.n ?? 0,
      list: rows.map((r) => ({
        matchID: Number(r.match_id),
        matchName: String(r.match_name),
        foulCount: Number(r.fouls),
        traderCount: Number(r.traders),
      })),
    };
  }
}
