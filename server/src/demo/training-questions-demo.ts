import type { Db, Queryable } from '../db/db';
import { DEMO_CLASS } from './demo-data';
import { DEMO_QUESTIONS } from './training-questions-data';

const SUBJECT = '证券投资基础';

/** student02's submitted demo report (rich text as the report editor writes it). */
const DEMO_REPORT_HTML =
  '<h3>选股理由</h3><p>贵州茅台（600519）盈利稳定、现金流充裕，<strong>毛利率长期高于90%</strong>。</p>' +
  '<h3>买入时机与仓位</h3><ul><li>回调至20日均线附近分批买入；</li><li>单笔不超过总资产的20%。</li></ul>' +
  '<h3>风险控制</h3><p>跌破买入价8%止损。</p>';

/** Provinces of the demo accounts (the achievement map), set once where none is known. */
const DEMO_PROVINCES: Record<string, string> = {
  student01: '广东',
  student02: '上海',
  student03: '四川',
  teacher01: '北京',
};

async function seedProvinces(db: Queryable): Promise<void> {
  for (const [user, province] of Object.entries(DEMO_PROVINCES))
    await db.query("UPDATE users SET province = $2 WHERE user_name = $1 AND province = ''", [
      user,
      province,
    ]);
}

/** Adds the demo questions the bank lacks (by content) under the demo subject; answers their ids in order. */
async function topUpQuestions(tx: Queryable, teacherID: number | null): Promise<number[]> {
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
    const [have] = await tx.query<{ id: number }>(
      'SELECT question_id AS id FROM questions WHERE content = $1 ORDER BY question_id LIMIT 1',
      [content],
    );
    const [row] = have
      ? [have]
      : await tx.query<{ id: number }>(
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
            teacherID,
          ],
        );
    ids.push(Number(row?.id));
  }
  return ids;
}

/** The demo contest report: a template linked to the default contest 139 (/ExperimentalReport/index). */
export const DEMO_CONTEST_REPORT = '综合模拟交易大赛复盘报告';

/** Adds the demo contest report template once (also to a database seeded by an older build). */
async function seedContestReport(db: Queryable, teacherID: number | null): Promise<void> {
  await db.query(
    `INSERT INTO report_templates (title, requirement, match_id, created_by)
     SELECT $1, '回顾你在综合模拟交易大赛中的交易：选股思路、买卖时机、仓位与风险控制，并总结得失。', 139, $2
     WHERE EXISTS (SELECT 1 FROM matches WHERE match_id = 139)
       AND NOT EXISTS (SELECT 1 FROM report_templates WHERE title = $1 AND match_id = 139)`,
    [DEMO_CONTEST_REPORT, teacherID],
  );
}

/**
 * Seeds the question bank: the demo questions under one subject (a bank seeded by an older build
 * gets the ones it lacks); on a bank that was empty also one exercise and one published exam of 20
 * questions (open for 30 days from `now`) for the demo class, one report template for it with
 * student02's submitted (unmarked) report.
 * @returns true when it seeded the exercise, exam and report.
 */
export async function seedQuestionBank(db: Db, now: Date): Promise<boolean> {
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM questions');
  const [teacher] = await db.query<{ id: number }>(
    "SELECT id FROM users WHERE user_name = 'teacher01'",
  );
  const [student] = await db.query<{ id: number }>(
    "SELECT id FROM users WHERE user_name = 'student02'",
  );
  const [cls] = await db.query<{ id: number }>('SELECT id FROM classes WHERE name = $1', [
    DEMO_CLASS,
  ]);
  await seedProvinces(db);
  await seedContestReport(db, teacher?.id ?? null);
  if ((count?.n ?? 0) > 0) {
    // Only a bank that holds demo questions already is topped up (never a school's own bank).
    const [demo] = await db.query('SELECT 1 FROM questions WHERE content = $1', [
      DEMO_QUESTIONS[0]?.[1] ?? '',
    ]);
    if (demo) await db.transaction((tx) => topUpQuestions(tx, teacher?.id ?? null));
    return false;
  }
  return db.transaction(async (tx) => {
    const ids = await topUpQuestions(tx, teacher?.id ?? null);
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
    for (const [i, q] of ids.slice(0, 20).entries())
      await tx.query(
        'INSERT INTO exam_questions (exam_id, question_id, position, score) VALUES ($1, $2, $3, 5)',
        [Number(exam?.id), q, i],
      );
    // The report is about the demo stock project: a student's trading in it is attached.
    const [tpl] = await tx.query<{ id: number }>(
      `INSERT INTO report_templates (title, requirement, tp_info_id, created_by) VALUES ('股票买入实训实验报告',
       '说明选股理由、买入时机与仓位，附上本次实训的委托与成交，并总结风险控制。',
       (SELECT tp_info_id FROM tp_infos WHERE title = '股票交易入门实训' ORDER BY tp_info_id LIMIT 1), $1)
       RETURNING template_id AS id`,
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
        [Number(tpl?.id), student.id, DEMO_REPORT_HTML, now],
      );
    return true;
  });
}
