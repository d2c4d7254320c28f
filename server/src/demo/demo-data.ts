import type { Queryable } from '../db/db';
import type { UserRole } from '../domain/identity';
import { type PasswordHasher, UsersRepository } from '../features/identity';

/** One demo account with its known password (printed at start, never created in production). */
export interface DemoAccount {
  userName: string;
  password: string;
  realName: string;
  role: UserRole;
  phone: string | null;
}

export const DEMO_CLASS = '金融2301班';
export const DEMO_LABELS = [
  { name: '2026级', year: 2026 },
  { name: '投资兴趣组', year: 2026 },
];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    userName: 'sysadmin',
    password: 'Admin123',
    realName: '系统管理员',
    role: 'admin',
    phone: '13800000000',
  },
  {
    userName: 'teacher01',
    password: 'Teacher123',
    realName: '王老师',
    role: 'teacher',
    phone: '13800000010',
  },
  {
    userName: 'student01',
    password: 'Student123',
    realName: '张三',
    role: 'student',
    phone: '13800000001',
  },
  {
    userName: 'student02',
    password: 'Student123',
    realName: '李四',
    role: 'student',
    phone: '13800000002',
  },
  // No phone: signing in shows the bind-phone panel.
  { userName: 'student03', password: 'Student123', realName: '王五', role: 'student', phone: null },
];

/**
 * Fills an empty database with the demo accounts, a class and labels. Does nothing when any
 * user exists, so it is safe on every start.
 * @returns true when it seeded.
 */
export async function seedDemoData(
  db: Queryable,
  hasher: PasswordHasher,
  now: Date,
): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if ((row?.n ?? 0) > 0) return false;
  const users = new UsersRepository(db);
  const [cls] = await db.query<{ id: number }>(
    'INSERT INTO classes (name) VALUES ($1) ON CONFLICT (name) DO UPDATE SET name = $1 RETURNING id',
    [DEMO_CLASS],
  );
  const ids: Record<string, number> = {};
  for (const a of DEMO_ACCOUNTS) {
    ids[a.userName] = await users.insert({
      userName: a.userName,
      realName: a.realName,
      passwordHash: await hasher.hash(a.password),
      phone: a.phone,
      role: a.role,
      classId: a.role === 'student' ? (cls?.id ?? null) : null,
      schoolShortNameEN: 'DEMO',
      majorName: a.role === 'student' ? '金融学' : '',
      // Teachers see the expiry notice: their demo licence ends within the notice window.
      accountEndTime: a.role === 'teacher' ? new Date(now.getTime() + 20 * 86_400_000) : null,
    });
  }
  await db.query('UPDATE classes SET teacher_id = $1 WHERE id = $2', [
    ids.teacher01 ?? null,
    cls?.id ?? null,
  ]);
  for (const label of DEMO_LABELS) {
    const [l] = await db.query<{ id: number }>(
      'INSERT INTO labels (name, year, created_by) VALUES ($1, $2, $3) RETURNING id',
      [label.name, label.year, ids.teacher01 ?? null],
    );
    await db.query('INSERT INTO label_users (label_id, user_id) VALUES ($1, $2), ($1, $3)', [
      l?.id ?? null,
      ids.student01 ?? null,
      ids.student02 ?? null,
    ]);
  }
  return true;
}
