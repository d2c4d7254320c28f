import { rowCachesOf } from '../../cache/row-caches';
import { queryOne, type Queryable } from '../../db/db';
import type { UserRole } from '../../domain/identity';

/** One user as stored. */
export interface UserRecord {
  id: number;
  userName: string;
  realName: string;
  passwordHash: string;
  phone: string | null;
  role: UserRole;
  hasTrainUsePower: boolean;
  hasCombinePower: boolean;
  majorName: string;
  schoolShortNameEN: string;
  /** Short name of one of the 34 provinces, '' when unset. */
  province: string;
  classId: number | null;
  className: string | null;
  selfRegistered: boolean;
  wrongCount: number;
  lockedUntil: Date | null;
  loginCount: number;
  lastLoginAt: Date | null;
  accountEndTime: Date | null;
  unregistered: boolean;
  createdAt: Date;
}

/** SELECT list mapping columns to UserRecord fields. */
export const USER_COLUMNS = `u.id, u.user_name AS "userName", u.real_name AS "realName",
  u.password_hash AS "passwordHash", u.phone, u.role,
  u.has_train_use_power AS "hasTrainUsePower", u.has_combine_power AS "hasCombinePower",
  u.major_name AS "majorName", u.school_short_name_en AS "schoolShortNameEN", u.province,
  u.class_id AS "classId", c.name AS "className", u.self_registered AS "selfRegistered",
  u.login_wrong_count AS "wrongCount", u.locked_until AS "lockedUntil",
  u.login_count AS "loginCount", u.last_login_at AS "lastLoginAt",
  u.account_end_time AS "accountEndTime", u.unregistered, u.created_at AS "createdAt"`;

export const USER_FROM = 'users u LEFT JOIN classes c ON c.id = u.class_id';

/** Fields of a new user. */
export interface NewUser {
  userName: string;
  realName: string;
  passwordHash: string;
  phone: string | null;
  role: UserRole;
  majorName?: string;
  schoolShortNameEN?: string;
  province?: string;
  classId?: number | null;
  selfRegistered?: boolean;
  hasTrainUsePower?: boolean;
  hasCombinePower?: boolean;
  accountEndTime?: Date | null;
}

/** SQL of the users table; nothing else writes it. */
export class UsersRepository {
  constructor(private readonly db: Queryable) {}

  findById(id: number): Promise<UserRecord | undefined> {
    return queryOne(this.db, `SELECT ${USER_COLUMNS} FROM ${USER_FROM} WHERE u.id = $1`, [id]);
  }

  findByName(name: string): Promise<UserRecord | undefined> {
    return queryOne(
      this.db,
      `SELECT ${USER_COLUMNS} FROM ${USER_FROM} WHERE lower(u.user_name) = lower($1)`,
      [name],
    );
  }

  findByPhone(phone: string): Promise<UserRecord | undefined> {
    return queryOne(this.db, `SELECT ${USER_COLUMNS} FROM ${USER_FROM} WHERE u.phone = $1`, [
      phone,
    ]);
  }

  /** Login accepts a user name or a bound phone. */
  async findByAccount(account: string): Promise<UserRecord | undefined> {
    return (await this.findByName(account)) ?? (await this.findByPhone(account));
  }

  async insert(u: NewUser): Promise<number> {
    const row = await queryOne<{ id: number }>(
      this.db,
      `INSERT INTO users (user_name, real_name, password_hash, phone, role, major_name,
         school_short_name_en, class_id, self_registered, has_train_use_power, has_combine_power,
         account_end_time, province)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [
        u.userName,
        u.realName,
        u.passwordHash,
        u.phone,
        u.role,
        u.majorName ?? '',
        u.schoolShortNameEN ?? '',
        u.classId ?? null,
        u.selfRegistered ?? false,
        u.hasTrainUsePower ?? true,
        u.hasCombinePower ?? true,
        u.accountEndTime ?? null,
        u.province ?? '',
      ],
    );
    return row?.id ?? 0;
  }

  /**
   * Moves the lock state from `from` to `to` only if nobody changed it meanwhile (another
   * process of a cluster counting a parallel wrong password); false when it had changed.
   */
  async swapLockState(
    id: number,
    from: { wrongCount: number; lockedUntil: Date | null },
    to: { wrongCount: number; lockedUntil: Date | null },
  ): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE users SET login_wrong_count = $2, locked_until = $3
       WHERE id = $1 AND login_wrong_count = $4 AND locked_until IS NOT DISTINCT FROM $5
       RETURNING id`,
      [id, to.wrongCount, to.lockedUntil, from.wrongCount, from.lockedUntil],
    );
    return rows.length > 0;
  }

  async setLockState(id: number, wrongCount: number, lockedUntil: Date | null): Promise<void> {
    await this.db.query(
      'UPDATE users SET login_wrong_count = $2, locked_until = $3 WHERE id = $1',
      [id, wrongCount, lockedUntil],
    );
  }

  async recordLogin(id: number, at: Date): Promise<void> {
    await this.db.query(
      `UPDATE users SET login_wrong_count = 0, locked_until = NULL,
         login_count = login_count + 1, last_login_at = $2 WHERE id = $1`,
      [id, at],
    );
  }

  async setPassword(id: number, passwordHash: string): Promise<void> {
    await this.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
    await rowCachesOf(this.db).userChanged(this.db, id);
  }

  async setPhone(id: number, phone: string | null): Promise<void> {
    await this.db.query('UPDATE users SET phone = $2 WHERE id = $1', [id, phone]);
    await rowCachesOf(this.db).userChanged(this.db, id);
  }

  async updateProfile(
    id: number,
    p: { realName: string; majorName: string; schoolShortNameEN: string; province: string },
  ): Promise<void> {
    await this.db.query(
      `UPDATE users SET real_name = $2, major_name = $3, school_short_name_en = $4, province = $5
       WHERE id = $1`,
      [id, p.realName, p.majorName, p.schoolShortNameEN, p.province],
    );
    await rowCachesOf(this.db).userChanged(this.db, id);
  }

  /** Unregistering frees the phone and user name for reuse only by an admin re-add. */
  async unregister(id: number): Promise<void> {
    await this.db.query('UPDATE users SET unregistered = true, phone = NULL WHERE id = $1', [id]);
    await rowCachesOf(this.db).userChanged(this.db, id);
  }

  async deleteMany(ids: readonly number[]): Promise<number> {
    const rows = await this.db.query('DELETE FROM users WHERE id = ANY($1::int[]) RETURNING id', [
      ids,
    ]);
    for (const id of ids) await rowCachesOf(this.db).userChanged(this.db, id);
    return rows.length;
  }
}
