import { composeRandom } from './compose';
import { rowToQuestion } from './question-row';
import { gradePaper, isCorrect } from './grading';
import { cleanQuestion, normalizeAnswer } from './questions';
import { answersAccepted, examOpen, paperDeadline, paperExpired } from './timing';

const seeded = (seed: number) => () => {
  seed = (seed * 16807) % 2147483647;
  return (seed - 1) / 2147483646;
};

describe('questions', () => {
  it('normalises answers and fixes true-false options', () => {
    expect(normalizeAnswer('c, a,A')).toBe('AC');
    const tf = cleanQuestion({
      questionType: 3,
      content: ' 涨停板当日不能卖出 ',
      options: [],
      answer: 'b',
      difficulty: 1,
      explanation: '',
    });
    expect(tf).toMatchObject({
      options: ['正确', '错误'],
      answer: 'B',
      content: '涨停板当日不能卖出',
    });
  });
  it('refuses a single choice with two answers, an answer outside the options, empty options', () => {
    const base = { content: '题', options: ['甲', '乙', '丙'], difficulty: 2, explanation: '' };
    expect(cleanQuestion({ ...base, questionType: 0, answer: 'AB' })).toHaveProperty('error');
    expect(cleanQuestion({ ...base, questionType: 2, answer: 'AD' })).toHaveProperty('error');
    expect(
      cleanQuestion({ ...base, questionType: 1, answer: 'A', options: ['甲', ' '] }),
    ).toHaveProperty('error');
    expect(cleanQuestion({ ...base, questionType: 4, answer: 'A' })).toHaveProperty('error');
    expect(cleanQuestion({ ...base, questionType: 2, answer: 'CA' })).toMatchObject({
      answer: 'AC',
    });
  });
});

describe('grading (all-or-nothing)', () => {
  it('gives multiple choice its score only for exactly the keyed options', () => {
    expect(isCorrect('AC', 'CA')).toBe(true);
    expect(isCorrect('AC', 'A')).toBe(false);
    expect(isCorrect('AC', 'ABC')).toBe(false);
    expect(isCorrect('A', undefined)).toBe(false);
    const r = gradePaper(
      [
        { questionID: 1, answer: 'B', score: 5 },
        { questionID: 2, answer: 'AC', score: 10 },
        { questionID: 3, answer: 'A', score: 5 },
      ],
      { '1': 'b', '2': 'A' },
    );
    expect(r).toMatchObject({ score: 5, total: 20 });
    expect(r.items.map((i) => i.correct)).toEqual([true, false, false]);
  });
});

describe('random composition', () => {
  const pool = Array.from({ length: 30 }, (_, i) => ({
    questionID: i + 1,
    questionType: i % 4,
    subjectID: i < 20 ? 1 : 2,
  }));
  it('honours the counts per type, never repeats and keeps to the subject', () => {
    const ids = composeRandom(
      pool,
      { subjectID: 1, counts: { single: 6, multiple: 3, trueFalse: 4 } },
      seeded(7),
    );
    if (!Array.isArray(ids)) throw new Error('expected ids');
    expect(ids).toHaveLength(13);
    expect(new Set(ids).size).toBe(13);
    const byId = new Map(pool.map((q) => [q.questionID, q]));
    expect(ids.every((i) => byId.get(i)?.subjectID === 1)).toBe(true);
    expect(ids.filter((i) => byId.get(i)?.questionType === 2)).toHaveLength(3);
    expect(ids.filter((i) => byId.get(i)?.questionType === 3)).toHaveLength(4);
  });
  it('refuses when the bank has too few', () => {
    expect(composeRandom(pool, { counts: { single: 0, multiple: 9, trueFalse: 0 } })).toEqual({
      error: '题库中符合条件的试题不足',
    });
  });
});

describe('timing', () => {
  const w = {
    startTime: new Date('2026-11-23T01:00:00Z'),
    endTime: new Date('2026-11-23T02:00:00Z'),
    durationMinutes: 45,
  };
  it('caps the deadline at the window end and submits after the grace', () => {
    expect(examOpen(w, new Date('2026-11-23T00:59:59Z'))).toBe(false);
    expect(examOpen(w, new Date('2026-11-23T01:30:00Z'))).toBe(true);
    const d = paperDeadline(w, new Date('2026-11-23T01:30:00Z'));
    expect(d.toISOString()).toBe('2026-11-23T02:00:00.000Z');
    expect(answersAccepted(d, new Date('2026-11-23T02:00:20Z'))).toBe(true);
    expect(paperExpired(d, new Date('2026-11-23T02:00:31Z'))).toBe(true);
    expect(paperDeadline(w, w.startTime).toISOString()).toBe('2026-11-23T01:45:00.000Z');
  });
});

describe('import rows', () => {
  it('reads a template row of each type and refuses a bad one', () => {
    const row = (...cells: string[]) => cells;
    expect(
      rowToQuestion(
        row(
          '多选题',
          '基础',
          '中等',
          '技术指标有？',
          'MACD',
          '市净率',
          'KDJ',
          '',
          '',
          '',
          'A,C',
          '',
        ),
      ),
    ).toMatchObject({
      question: { questionType: 2, answer: 'AC', difficulty: 2 },
      subjectName: '基础',
    });
    expect(
      rowToQuestion(row('判断题', '', '', 'T+1', '', '', '', '', '', '', '对', '')),
    ).toMatchObject({
      question: { questionType: 3, answer: 'A', options: ['正确', '错误'] },
    });
    expect(rowToQuestion(row('问答题', '', '', '题'))).toEqual({ error: '题型不正确' });
    expect(rowToQuestion(row('单选题', '', '', '题', '甲', '乙', '', '', '', '', 'C'))).toEqual({
      error: '答案不正确',
    });
  });
});
