import type { Queryable } from '../db/db';
import type { FileStore } from '../features/training';
import { DEMO_CLASS } from './demo-data';
import { DEMO_PROJECTS } from './training-demo-projects';
import { seedDemoResources } from './training-demo-resources';

const idOf = async (db: Queryable, userName: string): Promise<number | null> => {
  const [row] = await db.query<{ id: number }>('SELECT id FROM users WHERE user_name = $1', [
    userName,
  ]);
  return row ? Number(row.id) : null;
};

/**
 * Seeds the training area once (nothing when any project exists): one project of each type 1-7
 * with case tasks, all assigned to the demo class, one finished, scored log of student02, and (with a
 * file store) courseware and textbooks in the resource libraries.
 * @returns true when it seeded.
 */
export async function seedTrainingDemo(
  db: Queryable,
  now: Date,
  store?: FileStore,
): Promise<boolean> {
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tp_infos');
  if ((count?.n ?? 0) > 0) return false;
  const [cls] = await db.query<{ id: number }>('SELECT id FROM classes WHERE name = $1', [
    DEMO_CLASS,
  ]);
  const teacher = await idOf(db, 'teacher01');
  const admin = await idOf(db, 'sysadmin');
  const projectIds: number[] = [];
  for (const p of DEMO_PROJECTS) {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO tp_infos (tp_type_id, title, description, created_by)
       VALUES ($1, $2, $3, $4) RETURNING tp_info_id AS id`,
      [p.tpTypeID, p.title, p.description, teacher],
    );
    const id = Number(row?.id);
    projectIds.push(id);
    for (const [i, panel] of p.panels.entries()) {
      await db.query(
        'INSERT INTO case_panels (tp_info_id, title, content, sort, created_by) VALUES ($1, $2, $3, $4, $5)',
        [id, panel.title, panel.content, i, admin],
      );
    }
    if (cls)
      await db.query(
        'INSERT INTO tp_assignments (tp_info_id, class_id, assigned_by) VALUES ($1, $2, $3)',
        [id, cls.id, teacher],
      );
  }
  const student = await idOf(db, 'student02');
  if (student && projectIds[0]) {
    const end = new Date(now.getTime() - 86_400_000);
    await db.query(
      `INSERT INTO train_logs (user_id, tp_info_id, started_at, ended_at, call_count, score, comment, scored_by, scored_at)
       VALUES ($1, $2, $3, $4, 12, 86, '委托价格合理，注意控制单笔仓位。', $5, $6)`,
      [student, projectIds[0], new Date(end.getTime() - 30 * 60_000), end, teacher, now],
    );
  }
  if (store) await seedDemoResources(db, store, teacher);
  return true;
}
