import { TEST_DB_KINDS } from '../../db/test-db';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';

jest.setTimeout(240_000);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe.each(TEST_DB_KINDS)('TrainKCharTimeShar over HTTP on %s', (kind) => {
  let s: TestServer;
  let call: (path: string, payload: Record<string, unknown>) => Promise<Json>;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await addUser(s.ctx, { userName: 'tsstu01' });
    const auth = await signIn(s.app, 'tsstu01');
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

  it('a real past day with its average line and volume; five questions, the same for a seed', async () => {
    const quiz = (await call('TimeSharQuiz', { seed: 8 })).data;
    expect((await call('TimeSharQuiz', { seed: 8 })).data).toEqual(quiz);
    expect(quiz.minutes).toHaveLength(240);
    expect(quiz.minutes[0].time).toBe('09:31');
    expect(quiz.minutes[239].time).toBe('15:00');
    const prices = quiz.minutes.map((m: Json) => m.price);
    const last = quiz.minutes[239];
    // The day's average price lies within the day's range.
    expect(last.avg).toBeGreaterThanOrEqual(Math.min(...prices) - 0.01);
    expect(last.avg).toBeLessThanOrEqual(Math.max(...prices) + 0.01);
    expect(quiz.questions).toHaveLength(5);
    expect(JSON.stringify(quiz.questions)).not.toContain('answer');
  });

  it('grades on the server and stores the score; refuses bad answers', async () => {
    const none = (await call('TimeSharSubmit', { seed: 8, answers: [] })).data;
    expect(none.score).toBe(0);
    const quiz = (await call('TimeSharQuiz', { seed: 8 })).data;
    const right = none.results.map((r: Json, i: number) =>
      quiz.questions[i].options.indexOf(r.answer),
    );
    // The close against the average line agrees with the minutes sent.
    const last = quiz.minutes[239];
    expect(none.results[0].answer).toBe(last.price >= last.avg ? '上方' : '下方');
    expect((await call('TimeSharSubmit', { seed: 8, answers: right })).data.score).toBe(100);
    expect((await call('TimeSharSubmit', { seed: 8, answers: [3] })).status).toBe(400);
    const long = await call('TimeSharSubmit', { seed: 8, answers: [0, 0, 0, 0, 0, 0] });
    expect(long.status).toBe(400);
    const scores = (await call('SearchScores', {})).data.filter((x: Json) => x.tool === 'timeshar');
    expect(scores.map((x: Json) => x.score).sort()).toEqual([0, 100]);
  });
});
