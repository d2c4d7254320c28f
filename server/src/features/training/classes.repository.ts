import { queryOne, type Queryable, type SqlParam } from '../../db/db';
import { beijingIso } from '../../http/beijing-iso';
import { likePattern } from '../users';

/** A class as the class list shows it. */
export interface ClassView {
  classID: number;
  className: string;
  teacherID: number | null;
  teacherName: string;
  studentCount: number;
  createTime: string;
}

/** A student as class pages list them. */
export interface ClassStudentView {
  userID: number;
  userName: string;
  realName: string;
  phone: string;
  classID: number | null;
  className: string;
}

const classOf = (r: Record<string, unknown>): ClassView => ({
  classID: Number(r.id),
  className: String(r.name),
  teacherID: r.teacher_id === null ? null : Number(r.teacher_id),
  teacherName: String(r.teacher_name ?? ''),
  studentCount: Number(r.student_count ?? 0),
  createTime: beijingIso(r.created_at as string),
});

const studentOf = (r: Record<string, unknown>): ClassStudentView => ({
  userID: Number(r.id),
  userName: String(r.user_name),
  realName: String(r.real_name),
  phone: String(r.phone ?? ''),
  classID: r.class_id === null ? null : Number(r.class_id),
  className: String(r.class_name ?? ''),
});

const CLASS_SELECT = `SELECT c.*, t.real_name AS teacher_name,
  (SELECT count(*)::int FROM users u WHERE u.class_id = c.id AND NOT u.unregistered) AS student_count
  FROM classes c LEFT JOIN users t ON t.id = c.teacher_id`;

/** SQL of classes (classes) and their students (users.class_id). */
export class ClassesRepository {
  constructor(private readonly db: Queryable) {}

  async search(searchKey: string | undefined, limit: number, offset: number) {
    const params: SqlParam[] = [];
    let where = 'TRUE';
    if (searchKey?.trim()) {
      params.push(likePattern(searchKey.trim()));
      where = 'c.name ILIKE $1';
    }
    const [count] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM classes c WHERE ${where}`,
      params,
    );
    const rows = await this.db.query(
      `${CLASS_SELECT} WHERE ${where} ORDER BY c.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { total: Number(count?.n ?? 0), list: rows.map(classOf) };
  }

  async byId(id: number): Promise<ClassView | undefined> {
    const row = await queryOne<Record<string, unknown>>(
      this.db,
      `${CLASS_SELECT} WHERE c.id = $1`,
      [id],
    );
    return row ? classOf(row) : undefined;
  }

  async nameTaken(name: string, exceptId = 0): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM classes WHERE name = $1 AND id <> $2', [
      name,
      exceptId,
    ]);
    return rows.length > 0;
  }

  async insert(name: string, teacherId: number): Promise<number> {
    const row = await queryOne<{ id: number }>(
      this.db,
      'INSERT INTO classes (name, teacher_id) VALUES ($1, $2) RETURNING id',
      [name, teacherId],
    );
    return Number(row?.id);
  }

  async rename(id: number, name: string): Promise<void> {
    await this.db.query('UPDATE classes SET name = $2 WHERE id = $1', [id, name]);
  }

  async delete(id: number): Promise<void> {
    await this.db.query('DELETE FROM classes WHERE id = $1', [id]);
  }

  /**
   * Students of a class (classId null: without a class); with `outside`, every student not in it.
   */
  async students(
    classId: number | null,
    searchKey: string | undefined,
    limit: number,
    offset: number,
    outside = false,
  ) {
    const params: SqlParam[] = [classId];
    const member = outside ? 'IS DISTINCT FROM' : 'IS NOT DISTINCT FROM';
    let where = `u.role = 'student' AND NOT u.unregistered AND u.class_id ${member} $1`;
    if (searchKey?.trim()) {
      params.push(likePattern(searchKey.trim()));
      where += ' AND (u.user_name ILIKE $2 OR u.real_name ILIKE $2)';
    }
    const [count] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users u WHERE ${where}`,
      params,
    );
    const rows = await this.db.query(
      `SELECT u.*, c.name AS class_name FROM users u LEFT JOIN classes c ON c.id = u.class_id
       WHERE ${where} ORDER BY u.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { total: Number(count?.n ?? 0), list: rows.map(studentOf) };
  }

  /** Puts students (only students) in a class, or out of any class with null; returns how many moved. */
  async move(userIds: number[], classId: number | null, fromClassId?: number): Promise<number> {
    const rows = await this.db.query(
      `UPDATE users SET class_id = $2 WHERE id = ANY($1::int[]) AND role = 'student'
       AND ($3::int IS NULL OR class_id = $3) RETURNING id`,
      [userIds, classId, fromClassId ?? null],
    );
    return rows.length;
  }
}
