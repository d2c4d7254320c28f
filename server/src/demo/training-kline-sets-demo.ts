import type { Queryable } from '../db/db';
import type { KlineSetTool } from '../domain/training/kline';
import { DEMO_CLASS } from './demo-data';

/** The teacher's demo K-line question sets (题组) of the demo class: each student draws their own quiz per round. */
export const DEMO_KLINE_SETS: readonly {
  name: string;
  tool: KlineSetTool;
  seed: number;
  count: number;
}[] = [
  { name: 'K线形态识别（演示题组）', tool: 'tell', seed: 2301, count: 3 },
  { name: '形态后市判断（演示题组）', tool: 'disc', seed: 2301, count: 2 },
  { name: '分时图读图（演示题组）', tool: 'timeshar', seed: 2301, count: 2 },
  { name: '历史交易（演示题组）', tool: 'histrade', seed: 2301, count: 2 },
];

/**
 * Assigns the demo sets to the demo class as teacher01, once (nothing when any set exists or the
 * demo class is missing). @returns true when it seeded.
 */
export async function seedKlineDemoSets(db: Queryable): Promise<boolean> {
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM training_kline_sets',
  );
  if ((count?.n ?? 0) > 0) return false;
  const [cls] = await db.query<{ id: number }>('SELECT id FROM classes WHERE name = $1', [
    DEMO_CLASS,
  ]);
  if (!cls) return false;
  const [teacher] = await db.query<{ id: number }>('SELECT id FROM users WHERE user_name = $1', [
    'teacher01',
  ]);
  for (const s of DEMO_KLINE_SETS)
    await db.query(
      `INSERT INTO training_kline_sets (name, tool, seed, count, class_id, created_by)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [s.name, s.tool, s.seed, s.count, cls.id, teacher?.id ?? null],
    );
  return true;
}
