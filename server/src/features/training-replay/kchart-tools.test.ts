import { TEST_DB_KINDS } from '../../db/test-db';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';

jest.setTimeout(240_000);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe.each(TEST_DB_KINDS)('K-line tools over HTTP on %s', (kind) => {
  let s: TestServer;
  let call: (path: string, payload: Record<string, unknown>) => Promise<Json>;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await addUser(s.ctx, { userName: 'kltstu01' });
    await addUser(s.ctx, { userName: 'kltteach', role: 'teacher' });
    const auth = await signIn(s.app, 'kltstu01');
    call = async (path, payload) => {
      const res = await s.app.inject({
        method: 'POST',
        url: `/VETrain/KChart/${path}`,
        headers: auth,
        payload,
      });
      return { status: res.statusCode, ...(res.json() as object) };
    };
  });
  afterAll(() => s.close());

  it('TrainKChartInfo: an example chart of each pattern, the same for a seed', async () => {
    const ex = (await call('Examples', { seed: 3 })).data;
    expect((await call('Examples', { seed: 3 })).data).toEqual(ex);
    expect(ex.examples.map((e: Json) => e.name)).toEqual([
      '十字星',
      '锤子线',
      '看涨吞没',
      '看跌吞没',
      '红三兵',
      '上吊线',
      '早晨之星',
      '黄昏之星',
      '三只乌鸦',
    ]);
    for (const e of ex.examples) expect(e.to).toBeLessThan(e.bars.length);
  });

  it('TrainKChartLabel: marks checked against the detected answer with a tolerance; scored', async () => {
    const quiz = (await call('LabelQuiz', { seed: 11 })).data;
    expect(quiz.questions.map((q: Json) => q.kind).slice(0, 3)).toEqual([
      'pattern',
      'support',
      'resistance',
    ]);
    expect(JSON.stringify(quiz)).not.toContain('key');
    const none = await call('LabelSubmit', { seed: 11, marks: [-1, -1, -1, -1, -1] });
    expect(none.data.score).toBe(0);
    const marks = none.data.results.map((r: Json) =>
      'price' in r.key ? r.key.price * 1.01 : r.key.bars[0] + 1,
    );
    expect((await call('LabelSubmit', { seed: 11, marks })).data.score).toBe(100);
    const bad = await call('LabelSubmit', { seed: 11, marks: [1, 2, 3, 4, 5, 6] });
    expect(bad.status).toBe(400);
    expect((await call('LabelSubmit', { seed: 11, marks: ['x'] })).status).toBe(400);
  });

  it('TrainKCharDisc: patterns from the stored history, judged against what followed', async () => {
    const quiz = (await call('DiscQuiz', { seed: 21 })).data;
    expect(quiz.questions).toHaveLength(5);
    expect((await call('DiscQuiz', { seed: 21 })).data).toEqual(quiz);
    for (const q of quiz.questions) {
      expect(q.bars).toHaveLength(30);
      expect(q.options).toEqual(['上涨', '下跌', '横盘']);
    }
    expect(JSON.stringify(quiz)).not.toContain('after');
    const wrong = await call('DiscSubmit', { seed: 21, answers: [-1, -1, -1, -1, -1] });
    expect(wrong.data.score).toBe(0);
    for (const r of wrong.data.results) expect(r.after).toHaveLength(5);
    const answers = wrong.data.results.map((r: Json) => ['上涨', '下跌', '横盘'].indexOf(r.answer));
    expect((await call('DiscSubmit', { seed: 21, answers })).data.score).toBe(100);
    expect((await call('DiscSubmit', { seed: 21, answers: [3] })).status).toBe(400);

    const scores = (await call('SearchScores', {})).data;
    expect(scores.slice(0, 2).map((x: Json) => [x.tool, x.score])).toEqual([
      ['disc', 100],
      ['disc', 0],
    ]);
    // Both attempts are kept; the first (blind, which brought the key back) is the counted one.
    expect(scores.slice(0, 2).map((x: Json) => x.counted)).toEqual([false, true]);
    const mine = (await call('SkillSummary', {})).data;
    expect(mine).toEqual([
      expect.objectContaining({ userName: 'kltstu01', discCount: 2, discAvg: 0, replays: 0 }),
    ]);
  });
});
