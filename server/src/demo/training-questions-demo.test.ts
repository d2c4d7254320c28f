import { DEFAULT_TEST_DB } from '../db/test-db';
import { cleanQuestion } from '../domain/training/exams';
import { startTestServer, type TestServer } from '../http/test-app';
import { seedDemoData } from './demo-data';
import { DEMO_QUESTIONS } from './training-questions-data';
import { seedQuestionBank } from './training-questions-demo';

jest.setTimeout(60_000);

describe('demo question bank', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(DEFAULT_TEST_DB);
  });
  afterAll(() => s.close());

  it('holds 100 distinct questions of every type', () => {
    expect(new Set(DEMO_QUESTIONS.map((q) => q[1])).size).toBe(DEMO_QUESTIONS.length);
    for (const type of [0, 2, 3])
      expect(DEMO_QUESTIONS.filter((q) => q[0] === type).length).toBeGreaterThanOrEqual(15);
  });

  it("tops up a bank seeded by an older build, never a school's own bank", async () => {
    const t = await startTestServer(DEFAULT_TEST_DB);
    try {
      const db = t.ctx.db;
      await seedQuestionBank(db, t.clock.now());
      await db.query('DELETE FROM questions WHERE content <> $1', [DEMO_QUESTIONS[0]?.[1] ?? '']);
      expect(await seedQuestionBank(db, t.clock.now())).toBe(false);
      const [n] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM questions');
      expect(n?.n).toBe(DEMO_QUESTIONS.length);
      await db.query('DELETE FROM questions');
      await db.query(
        `INSERT INTO questions (question_type, content, options, answer) VALUES (3, '自编题', '["正确","错误"]', 'A')`,
      );
      expect(await seedQuestionBank(db, t.clock.now())).toBe(false);
      const [m] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM questions');
      expect(m?.n).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('holds only valid questions with explanations', () => {
    for (const [questionType, content, options, answer, explanation] of DEMO_QUESTIONS) {
      const q = cleanQuestion({
        questionType,
        content,
        options,
        answer,
        difficulty: 1,
        explanation,
      });
      expect(q).not.toHaveProperty('error');
      expect(explanation).not.toBe('');
    }
  });

  it('gives the demo class one exercise and one published exam, once', async () => {
    await seedDemoData(s.ctx.db, s.ctx.identity.hasher, s.clock.now());
    expect(await seedQuestionBank(s.ctx.db, s.clock.now())).toBe(true);
    expect(await seedQuestionBank(s.ctx.db, s.clock.now())).toBe(false);
    const [row] = await s.ctx.db.query<{
      bank: number;
      n: number;
      total: number;
      classes: number;
      published: boolean;
    }>(
      `SELECT (SELECT count(*)::int FROM questions) AS bank, (SELECT count(*)::int FROM exam_questions) AS n,
              (SELECT sum(score)::int FROM exam_questions) AS total,
              (SELECT count(*)::int FROM exam_classes) + (SELECT count(*)::int FROM exercise_classes) AS classes,
              (SELECT bool_and(published) FROM exams) AS published`,
    );
    expect(DEMO_QUESTIONS.length).toBeGreaterThanOrEqual(100);
    expect(row).toEqual({
      bank: DEMO_QUESTIONS.length,
      n: 20,
      total: 100,
      classes: 2,
      published: true,
    });
    const reports = await s.ctx.db.query<{ status: number; content: string }>(
      'SELECT status, content FROM reports',
    );
    expect(reports).toEqual([{ status: 2, content: expect.stringContaining('<h3>选股理由</h3>') }]);
    // One template linked to the default contest (/ExperimentalReport/index), added once.
    const contest = await s.ctx.db.query('SELECT 1 FROM report_templates WHERE match_id = 139');
    expect(contest).toHaveLength(1);
    const [user] = await s.ctx.db.query<{ province: string }>(
      "SELECT province FROM users WHERE user_name = 'student01'",
    );
    expect(user?.province).toBe('广东');
  });
});
