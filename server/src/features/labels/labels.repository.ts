import { queryOne, type Queryable } from '../../db/db';
import { likePattern } from '../users';

/** A label as lists show it (spec §3: id, name, year). */
export interface LabelView {
  id: number;
  name: string;
  year: number;
  userCount: number;
}

/** SQL of labels and label membership. */
export class LabelsRepository {
  constructor(private readonly db: Queryable) {}

  find(id: number): Promise<{ id: number } | undefined> {
    return queryOne(this.db, 'SELECT id FROM labels WHERE id = $1', [id]);
  }

  async nameTaken(name: string, year: number, exceptId = 0): Promise<boolean> {
    const rows = await this.db.query(
      'SELECT 1 FROM labels WHERE name = $1 AND year = $2 AND id <> $3',
      [name, year, exceptId],
    );
    return rows.length > 0;
  }

  async insert(name: string, year: number, createdBy: number): Promise<number> {
    const row = await queryOne<{ id: number }>(
      this.db,
      'INSERT INTO labels (name, year, created_by) VALUES ($1, $2, $3) RETURNING id',
      [name, year, createdBy],
    );
    return row?.id ?? 0;
  }

  async update(id: number, name: string, year: number): Promise<void> {
    await this.db.query('UPDATE labels SET name = $2, year = $3 WHERE id = $1', [id, name, year]);
  }

  async remove(id: number): Promise<void> {
    await this.db.query('DELETE FROM labels WHERE id = $1', [id]);
  }

  async search(
    key: string | undefined,
    year: number | undefined,
    limit: number,
    offset: number,
  ): Promise<{ total: number; list: LabelView[] }> {
    const filter = `($1::text IS NULL OR l.name ILIKE $1) AND ($2::int IS NULL OR l.year = $2)`;
    const params = [key?.trim() ? likePattern(key.trim()) : null, year ?? null];
    const count = await queryOne<{ n: number }>(
      this.db,
      `SELECT count(*)::int AS n FROM labels l WHERE ${filter}`,
      params,
    );
    const list = await this.db.query<LabelView>(
      `SELECT l.id, l.name, l.year,
         (SELECT count(*)::int FROM label_users lu WHERE lu.label_id = l.id) AS "userCount"
       FROM labels l WHERE ${filter} ORDER BY l.year DESC, l.id LIMIT $3 OFFSET $4`,
      [...params, limit, offset],
    );
    return { total: count?.n ?? 0, list };
  }

  async addUsers(labelId: number, userIds: readonly number[]): Promise<number> {
    const rows = await this.db.query(
      `INSERT INTO label_users (label_id, user_id)
       SELECT $1, u.id FROM users u WHERE u.id = ANY($2::int[])
       ON CONFLICT DO NOTHING RETURNING user_id`,
      [labelId, userIds],
    );
    return rows.length;
  }

  async removeUsers(labelId: number, userIds: readonly number[]): Promise<number> {
    const rows = await this.db.query(
      'DELETE FROM label_users WHERE label_id = $1 AND user_id = ANY($2::int[]) RETURNING user_id',
      [labelId, userIds],
    );
    return rows.length;
  }

  async isMember(labelId: number, userId: number): Promise<boolean> {
    const rows = await this.db.query(
      'SELECT 1 FROM label_users WHERE label_id = $1 AND user_id = $2',
      [labelId, userId],
    );
    return rows.length > 0;
  }
}
