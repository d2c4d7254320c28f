import type { Db } from '../db/db';
import { DEMO_CLASS } from './demo-data';
import { DEMO_QUESTIONS } from './training-questions-data';

const SUBJECT = '证券投资基础';

/**
 * Seeds the question bank once (nothing when any question exists): the demo questions under one
 * subject, one exercise and one published exam (open for 30 days from `now`) for the demo class,
 * one report template for it with student02's submitted (unmarked) report.
 * @returns true when it seeded.
 */
export async function seedQuestionBank(db: Db, now: Date): Promise<boolean> {
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM questions');
  if ((count?.n ?? 0) > 0) return false;
  const [teacher] = await db.query<{ id: number }>(
    "SELECT id FROM users WHERE user_name = 'teacher01'",
  );
  const [student] = await db.query<{ id: number }>(
    "SELECT id FROM users WHERE user_name = 'student02'",
  );
  const [cls] = await db.query<{ id: number }>('SELECT id FROM classes WHERE name = $1', [
    DEMO_CLASS,
  ]);
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO subjects (name, description) SELECT $1, '交易规则、K线、盘口、财报与盈亏'
       WHERE NOT EXISTS (SELECT 1 FROM subjects WHERE name = $1)`,
      [SUBJECT],
    );
    const [subject] = await tx.query<{ id: number }>(
      'SELECT subject_id AS id FROM subjects WHERE name = $1',
      [SUBJECT],
    );
    const ids: number[] = [];
    for (const [type, content, options, answer, explanation] of DEMO_QUESTIONS) {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO questions (question_type, subject_id, difficulty, content, options, answer, explanation, created_by)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8) RETURNING question_id AS id`,
        [
          type,
          subject?.id ?? null,
          type === 2 ? 2 : 1,
          content,
          JSON.stringify(type === 3 ? ['正确', '错误'] : options),
          answer,
          explanation,
          teacher?.id ?? null,
        ],
      );
      ids.push(Number(row?.id));
    }
    const [ex] = await tx.query<{ id: number }>(
      "INSERT INTO exercises (title, created_by) VALUES ('交易规则与K线基础练习', $1) RETURNING exercise_id AS id",
      [teacher?.id ?? null],
    );
    for (const [i, q] of ids.slice(0, 10).entries())
      await tx.query(
        'INSERT INTO exercise_questions (exercise_id, question_id, position) VALUES ($1, $2, $3)',
        [Number(ex?.id), q, i],
      );
    const [exam] = await tx.query<{ id: number }>(
      `INSERT INTO exams (title, start_time, end_time, duration_minutes, published, created_by)
       VALUES ('证券投资基础期中测验', $1, $2, 30, true, $3) RETURNING exam_id AS id`,
      [now, new Date(now.getTime() + 30 * 86_400_000), teacher?.id ?? null],
    );
    for (const [i, q] of ids.entries())
      await tx.query(
        'INSERT INTO exam_questions (exam_id, question_id, position, score) VALUES ($1, $2, $3, 5)',
        [Number(exam?.id), q, i],
      );
    const [tpl] = await tx.query<{ id: number }>(
      `INSERT INTO report_templates (title, requirement, created_by) VALUES ('股票买入实训实验报告',
       '说明选股理由、买入时机与仓位，附上本次实训的委托与成交，并总结风险控制。', $1) RETURNING template_id AS id`,
      [teacher?.id ?? null],
    );
    if (cls) {
      await tx.query('INSERT INTO exercise_classes VALUES ($1, $2)', [Number(ex?.id), cls.id]);
      await tx.query('INSERT INTO exam_classes VALUES ($1, $2)', [Number(exam?.id), cls.id]);
      await tx.query('INSERT INTO report_template_classes VALUES ($1, $2)', [
        Number(tpl?.id),
        cls.id,
      ]);
    }
    if (student)
      await tx.query(
        `INSERT INTO reports (template_id, user_id, content, status, submitted_at) VALUES ($1, $2, $3, 2, $4)`,
        [
          Number(tpl?.id),
          student.id,
          '选股理由：贵州茅台（600519）盈利稳定、现金流充裕。\n买入时机：回调至20日均线附近分批买入。\n仓位：单笔不超过总资产的20%。\n风险控制：跌破买入价8%止损。',
          now,
        ],
      );
    return true;
  });
}
