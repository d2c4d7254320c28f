import { TEST_DB_KINDS } from '../../db/test-db';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';

jest.setTimeout(240_000);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe.each(TEST_DB_KINDS)('trainKChartHistrade over HTTP on %s', (kind) => {
  let s: TestServer;
  let call: (path: string, payload: Record<string, unknown>) => Promise<Json>;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await addUser(s.ctx, { userName: 'hststu01' });
    const auth = await signIn(s.app, 'hststu01');
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

  it('reveals one bar more per step, the same window for a seed; the future stays hidden', async () => {
    const first = (await call('HistradeBars', { seed: 5 })).data;
    expect(first.bars).toHaveLength(30);
    expect(first.steps).toBe(20);
    expect(JSON.stringify(first)).not.toContain('name');
    const more = (await call('HistradeBars', { seed: 5, shown: 3 })).data;
    expect(more.bars).toHaveLength(33);
    expect(more.bars.slice(0, 30)).toEqual(first.bars);
    expect((await call('HistradeBars', { seed: 5, shown: 21 })).status).toBe(400);
  });

  it('grades the actions on the server against buy-and-hold and the best possible; stored', async () => {
    const idle = (await call('HistradeSubmit', { seed: 5, actions: [] })).data;
    expect(idle.equity).toBe(100_000);
    expect(idle.bars).toHaveLength(50);
    expect(idle.bestEquity).toBeGreaterThanOrEqual(Math.max(idle.holdEquity, 100_000) - 1);
    // Perfect foresight from the revealed bars scores 100.
    const closes = idle.bars.map((b: Json) => b.close);
    const best = closes.slice(29, 49).map((c: number, j: number) => (closes[30 + j] > c ? 1 : 2));
    const top = (await call('HistradeSubmit', { seed: 5, actions: best })).data;
    expect(top.score).toBe(100);
    expect(top.equity).toBe(top.bestEquity);
    const bad = await call('HistradeSubmit', { seed: 5, actions: [3] });
    expect(bad.status).toBe(400);
    const long = await call('HistradeSubmit', { seed: 5, actions: Array(21).fill(0) });
    expect(long.status).toBe(400);
    const scores = (await call('SearchScores', {})).data.filter((x: Json) => x.tool === 'histrade');
    expect(scores.map((x: Json) => x.score).sort()).toEqual([idle.score, 100].sort());
    const [me] = (await call('SkillSummary', {})).data;
    expect(me).toMatchObject({ histradeCount: 2, timesharCount: 0, timesharAvg: null });
    expect(me.histradeAvg).toBe(Math.round((idle.score + 100) * 5) / 10);
  });
});
