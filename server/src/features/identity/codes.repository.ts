import { queryOne, type Queryable } from '../../db/db';
import type { StoredCode } from '../../domain/identity';

/** SQL of the verify_codes table. */
export class CodesRepository {
  constructor(private readonly db: Queryable) {}

  async insert(
    phone: string,
    codeType: number,
    code: string,
    createdAt: Date,
    expiresAt: Date,
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO verify_codes (phone, code_type, code, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [phone, codeType, code, createdAt, expiresAt],
    );
  }

  /** When the last code of any type went to this phone. */
  async lastSentAt(phone: string): Promise<Date | undefined> {
    const row = await queryOne<{ at: Date }>(
      this.db,
      'SELECT max(created_at) AS at FROM verify_codes WHERE phone = $1',
      [phone],
    );
    return row?.at ?? undefined;
  }

  /** The latest code of one purpose for a phone. */
  latest(phone: string, codeType: number): Promise<(StoredCode & { id: number }) | undefined> {
    return queryOne(
      this.db,
      `SELECT id, code, expires_at AS "expiresAt", wrong_count AS "wrongCount", used
       FROM verify_codes WHERE phone = $1 AND code_type = $2
       ORDER BY created_at DESC, id DESC LIMIT 1`,
      [phone, codeType],
    );
  }

  /** Marks an unused code used; false when another request claimed it first. */
  async claim(id: number): Promise<boolean> {
    const rows = await this.db.query(
      'UPDATE verify_codes SET used = true WHERE id = $1 AND NOT used RETURNING id',
      [id],
    );
    return rows.length === 1;
  }

  /** Gives a claimed code back after the use it was claimed for failed. */
  async release(id: number): Promise<void> {
    await this.db.query('UPDATE verify_codes SET used = false WHERE id = $1', [id]);
  }

  async countWrong(id: number): Promise<void> {
    await this.db.query('UPDATE verify_codes SET wrong_count = wrong_count + 1 WHERE id = $1', [
      id,
    ]);
  }
}
