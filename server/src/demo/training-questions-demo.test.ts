import { cleanQuestion } from '../domain/training/exams';
import { startTestServer, type TestServer } from '../http/test-app';
import { seedDemoData } from './demo-data';
import { DEMO_QUESTIONS } from './training-questions-data';
import { seedQuestionBank } from './training-questions-demo';

jest.setTimeout(60_000);

describe('demo question bank', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('pglite');
  });
  afterAll(() => s.close());

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
    const [row] = await s.ctx.db.query<{ n: number; classes: number; published: boolean }>(
      `SELECT (SELECT count(*)::int FROM exam_questions) AS n,
              (SELECT count(*)::int FROM exam_classes) + (SELECT count(*)::int FROM exercise_classes) AS classes,
              (SELECT bool_and(published) FROM exams) AS published`,
    );
    expect(row).toEqual({ n: DEMO_QUESTIONS.length, classes: 2, published: true });
    const reports = await s.ctx.db.query<{ status: number }>('SELECT status FROM reports');
    expect(reports).toEqual([{ status: 2 }]);
  });
});
