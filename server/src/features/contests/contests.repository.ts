import { rowCachesOf } from '../../cache/row-caches';
import type { Db, Queryable } from '../../db/db';
import { COLUMNS, columnValues, contestOfRow, type ContestRecord } from './contest-record';
import type { ManagerView } from './contest-views';

/** Filters of the management contest list. */
export interface ContestFilter {
  key?: string;
  publishedOnly?: boolean;
  limit: number;
  offset: number;
}

/** Contest rows the order path keeps in memory (each re-read at least every 30 s). */
const CONTEST_CACHE = { max: 2_000, ttlMs: 30_000 };

/** The `matches` table and its managers. */
export class ContestsRepository {
  constructor(private readonly db: Db) {}

  /**
   * The contest for the order path (gate, risk rules), from the per-process cache that every
   * write here (and of the training contests) invalidates. Read-only: the row is frozen and
   * shared; edit flows use `byId`.
   */
  cachedById(matchId: number, now: number): Promise<Readonly<ContestRecord> | undefined> {
    return rowCachesOf(this.db)
      .named<Readonly<ContestRecord> | undefined>('contests', CONTEST_CACHE)
      .read(
        String(matchId),
        now,
        async () => {
          const c = await this.byId(matchId);
          return c ? Object.freeze(c) : undefined;
        },
        () => ({ contest: matchId }),
      );
  }

  async byId(matchId: number, q: Queryable = this.db): Promise<ContestRecord | undefined> {
    const [row] = await q.query('SELECT * FROM matches WHERE match_id = $1', [matchId]);
    return row ? contestOfRow(row) : undefined;
  }

  async byIds(ids: readonly number[]): Promise<Map<number, ContestRecord>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.query('SELECT * FROM matches WHERE match_id = ANY($1::int[])', [
      ids,
    ]);
    return new Map(rows.map((r) => contestOfRow(r)).map((c) => [c.matchID, c]));
  }

  /** Inserts a contest and returns its new id. */
  async insert(
    c: ContestRecord,
    createdBy: number | null,
    q: Queryable = this.db,
  ): Promise<number> {
    const values = columnValues(c);
    const marks = values.map((_, i) =>
      COLUMNS[i] === 'contest_settings' ? `$${i + 1}::jsonb` : `$${i + 1}`,
    );
    const [row] = await q.query<{ match_id: number }>(
      `INSERT INTO matches (${COLUMNS.join(', ')}, created_by) VALUES (${marks.join(', ')}, $${values.length + 1})
       RETURNING match_id`,
      [...values, createdBy],
    );
    const id = Number(row?.match_id);
    await rowCachesOf(this.db).contestChanged(q, id);
    return id;
  }

  async update(c: ContestRecord, q: Queryable = this.db): Promise<void> {
    const values = columnValues(c);
    const sets = COLUMNS.map(
      (col, i) => `${col} = $${i + 1}${col === 'contest_settings' ? '::jsonb' : ''}`,
    );
    await q.query(`UPDATE matches SET ${sets.join(', ')} WHERE match_id = $${values.length + 1}`, [
      ...values,
      c.matchID,
    ]);
    await rowCachesOf(this.db).contestChanged(q, c.matchID);
  }

  async delete(matchId: number): Promise<void> {
    await this.db.query('DELETE FROM matches WHERE match_id = $1', [matchId]);
    await rowCachesOf(this.db).contestChanged(this.db, matchId);
  }

  /** Contests by name, newest first, with their trader counts. */
  async search(
    f: ContestFilter,
  ): Promise<{ total: number; list: { contest: ContestRecord; traderCount: number }[] }> {
    const where = [
      "($1 = '' OR match_name ILIKE '%' || $1 || '%' OR organizer ILIKE '%' || $1 || '%')",
    ];
    // A training project's own contest (migration 256) is no contest to manage or list.
    where.push('tp_info_id IS NULL');
    if (f.publishedOnly) where.push('is_published AND is_audit');
    const cond = where.join(' AND ');
    const key = (f.key ?? '').trim();
    const [count] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM matches WHERE ${cond}`,
      [key],
    );
    const rows = await this.db.query(
      `SELECT m.*, (SELECT count(*)::int FROM match_traders t WHERE t.match_id = m.match_id) AS trader_count
       FROM matches m WHERE ${cond} ORDER BY m.is_top_match DESC, m.start_time DESC, m.match_id DESC
       LIMIT $2 OFFSET $3`,
      [key, f.limit, f.offset],
    );
    return {
      total: count?.n ?? 0,
      list: rows.map((r) => ({ contest: contestOfRow(r), traderCount: Number(r.trader_count) })),
    };
  }

  /** Every contest matching a filter (small tables: contests number in the hundreds). */
  async all(where = 'true'): Promise<ContestRecord[]> {
    const rows = await this.db.query(`SELECT * FROM matches WHERE ${where} ORDER BY match_id`);
    return rows.map(contestOfRow);
  }

  async traderCount(matchId: number, q: Queryable = this.db): Promise<number> {
    const [row] = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM match_traders WHERE match_id = $1',
      [matchId],
    );
    return row?.n ?? 0;
  }

  async managers(matchId: number): Promise<ManagerView[]> {
    const rows = await this.db.query(
      `SELECT u.user_name, m.admin_id, m.manager_type, m.match_id, m.created_at
       FROM match_managers m JOIN users u ON u.id = m.admin_id WHERE m.match_id = $1
       ORDER BY m.manager_type, m.created_at`,
      [matchId],
    );
    return rows.map((r) => ({
      userName: String(r.user_name),
      adminID: Number(r.admin_id),
      managerType: Number(r.manager_type),
      matchID: Number(r.match_id),
      createTime: r.created_at as Date,
    }));
  }

  /** Replaces the co-managers (type 2); the creator (type 1) stays. */
  async setManagers(
    matchId: number,
    adminIds: readonly number[],
    q: Queryable = this.db,
  ): Promise<void> {
    await q.query('DELETE FROM match_managers WHERE match_id = $1 AND manager_type = 2', [matchId]);
    for (const adminId of adminIds) {
      await q.query(
        `INSERT INTO match_managers (match_id, admin_id, manager_type)
         SELECT $1, id, 2 FROM users WHERE id = $2 AND role IN ('teacher', 'admin')
         ON CONFLICT (match_id, admin_id) DO NOTHING`,
        [matchId, adminId],
      );
    }
  }

  async addCreator(matchId: number, adminId: number, q: Queryable = this.db): Promise<void> {
    await q.query(
      `INSERT INTO match_managers (match_id, admin_id, manager_type) VALUES ($1, $2, 1)
       ON CONFLICT (match_id, admin_id) DO UPDATE SET manager_type = 1`,
      [matchId, adminId],
    );
  }
}
