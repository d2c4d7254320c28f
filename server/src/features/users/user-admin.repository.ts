import { queryOne, type Queryable, type SqlParam } from '../../db/db';
import { USER_COLUMNS, USER_FROM, type UserRecord } from '../identity';

/** Which users an administration list covers. */
export interface UserFilter {
  searchKey?: string;
  /** Teachers see students only. */
  studentsOnly: boolean;
  selfRegisteredOnly?: boolean;
  /** Restricts to members (true) or non-members (false) of a label. */
  label?: { id: number; member: boolean };
}

/** `%key%` for ILIKE with the wildcard characters of the key escaped. */
export const likePattern = (key: string): string => `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(f: UserFilter): { sql: string; params: SqlParam[] } {
  const params: SqlParam[] = [];
  const parts = ['NOT u.unregistered'];
  if (f.studentsOnly) parts.push("u.role = 'student'");
  if (f.selfRegisteredOnly) parts.push('u.self_registered');
  if (f.searchKey?.trim()) {
    params.push(likePattern(f.searchKey.trim()));
    const n = params.length;
    parts.push(
      `(u.user_name ILIKE $${n} OR u.real_name ILIKE $${n} OR coalesce(u.phone, '') ILIKE $${n}
        OR u.school_short_name_en ILIKE $${n} OR coalesce(c.name, '') ILIKE $${n})`,
    );
  }
  if (f.label) {
    params.push(f.label.id);
    const exists = `EXISTS (SELECT 1 FROM label_users lu WHERE lu.user_id = u.id AND lu.label_id = $${params.length})`;
    parts.push(f.label.member ? exists : `NOT ${exists}`);
  }
  return { sql: parts.join(' AND '), params };
}

/** Administration queries over users (lists, totals, schools). */
export class UserAdminRepository {
  constructor(private readonly db: Queryable) {}

  async search(
    f: UserFilter,
    limit: number,
    offset: number,
  ): Promise<{ total: number; rows: UserRecord[] }> {
    const w = where(f);
    const count = await queryOne<{ n: number }>(
      this.db,
      `SELECT count(*)::int AS n FROM ${USER_FROM} WHERE ${w.sql}`,
      w.params,
    );
    const n = w.params.length;
    const rows = await this.db.query<UserRecord>(
      `SELECT ${USER_COLUMNS} FROM ${USER_FROM} WHERE ${w.sql}
       ORDER BY u.id LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...w.params, limit, offset],
    );
    return { total: count?.n ?? 0, rows };
  }

  async totals(): Promise<{ total: number; students: number; teachers: number; admins: number }> {
    const row = await queryOne<{
      total: number;
      students: number;
      teachers: number;
      admins: number;
    }>(
      this.db,
      `SELECT count(*)::int AS total,
         (count(*) FILTER (WHERE role = 'student'))::int AS students,
         (count(*) FILTER (WHERE role = 'teacher'))::int AS teachers,
         (count(*) FILTER (WHERE role = 'admin'))::int AS admins
       FROM users WHERE NOT unregistered`,
    );
    return row ?? { total: 0, students: 0, teachers: 0, admins: 0 };
  }

  /** Schools with their user counts (GetSchoolRelation). */
  schools(): Promise<{ schoolShortNameEN: string; userCount: number }[]> {
    return this.db.query(
      `SELECT school_short_name_en AS "schoolShortNameEN", count(*)::int AS "userCount"
       FROM users WHERE school_short_name_en <> '' AND NOT unregistered
       GROUP BY school_short_name_en ORDER BY school_short_name_en`,
    );
  }

  /** Distinct school short names matching a key. */
  async searchSchools(key: string): Promise<string[]> {
    const rows = await this.db.query<{ s: string }>(
      `SELECT DISTINCT school_short_name_en AS s FROM users
       WHERE school_short_name_en <> '' AND school_short_name_en ILIKE $1 ORDER BY s LIMIT 50`,
      [likePattern(key.trim())],
    );
    return rows.map((r) => r.s);
  }

  /** The class id of a name, creating the class when it does not exist yet. */
  async classIdByName(name: string, teacherId: number): Promise<number> {
    const row = await queryOne<{ id: number }>(
      this.db,
      `INSERT INTO classes (name, teacher_id) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
      [name, teacherId],
    );
    return row?.id ?? 0;
  }

  async classExists(id: number): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM classes WHERE id = $1', [id])).length > 0;
  }

  async setClass(userId: number, classId: number | null): Promise<void> {
    await this.db.query('UPDATE users SET class_id = $2 WHERE id = $1', [userId, classId]);
  }
}
