import { TEST_DB_KINDS } from '../../db/test-db';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';

jest.setTimeout(240_000);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe.each(TEST_DB_KINDS)('trainKChartHistrade sessions over HTTP on %s', (kind) => {
  let s: TestServer;
  type Call = (
    path: string,
    payload: Record<string, unknown>,
    method?: 'GET' | 'POST',
  ) => Promise<Json>;
  let call: Call;
  let other: Call;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await addUser(s.ctx, { userName: 'hststu01' });
    await addUser(s.ctx, { userName: 'hststu02' });
    const caller =
      (auth: Record<string, string>): Call =>
      async (path, payload, method = 'POST') => {
        const url = `/VETrain/KChart/${path}`;
        const res = await s.app.inject(
          method === 'GET'
            ? { method, url, headers: auth, query: payload as Record<string, string> }
            : { method, url, headers: auth, payload },
        );
        return { status: res.statusCode, ...(res.json() as object) };
      };
    call = caller(await signIn(s.app, 'hststu01'));
    other = caller(await signIn(s.app, 'hststu02'));
  });
  afterAll(() => s.close());

  /** Plays a whole session of seed 5 with `pick(closes so far)`; returns the last state. */
  const play = async (pick: (step: number) => number) => {
    let st = (await call('HistradeStart', { seed: 5 })).data;
    for (let j = 0; j < st.steps; j += 1) {
      st = (await call('HistradeStep', { sessionID: st.sessionID, step: j, action: pick(j) })).data;
    }
    return st;
  };

  it('no call returns a bar beyond the ones revealed by the recorded actions', async () => {
    const st = (await call('HistradeStart', { seed: 5 })).data;
    expect(st.bars).toHaveLength(30);
    expect(st).toMatchObject({ steps: 20, shown: 0, holding: false, seed: 5 });
    expect(JSON.stringify(st)).not.toContain('name');
    // The old whole-series call and any "shown" parameter are gone.
    expect((await call('HistradeBars', { seed: 5, shown: 20 }, 'GET')).status).toBe(404);
    expect((await call('HistradeBars', { seed: 5, shown: 20 })).status).toBe(404);
    const again = (await call('HistradeStart', { seed: 5, shown: 20 })).data;
    expect(again.sessionID).toBe(st.sessionID);
    expect(again.bars).toHaveLength(30);
    // A step reveals exactly one more bar; a stale or repeated step writes nothing.
    const one = (await call('HistradeStep', { sessionID: st.sessionID, step: 0, action: 1 })).data;
    expect(one.bars).toHaveLength(31);
    expect(one.bars.slice(0, 30)).toEqual(st.bars);
    expect(one.holding).toBe(true);
    const dup = await call('HistradeStep', { sessionID: st.sessionID, step: 0, action: 2 });
    expect(dup).toMatchObject({ status: 200, isOK: false });
    const skip = await call('HistradeStep', { sessionID: st.sessionID, step: 5, action: 0 });
    expect(skip).toMatchObject({ status: 200, isOK: false });
    expect(
      (await call('HistradeStep', { sessionID: st.sessionID, step: 1, action: 3 })).status,
    ).toBe(400);
    expect(
      (await call('HistradeStep', { sessionID: st.sessionID, step: 20, action: 0 })).status,
    ).toBe(400);
    // Another student cannot read or drive this session.
    expect(
      (await other('HistradeStep', { sessionID: st.sessionID, step: 1, action: 0 })).status,
    ).toBe(404);
    expect((await other('HistradeSubmit', { sessionID: st.sessionID })).status).toBe(404);
    const resumed = (await call('HistradeStart', { seed: 5 })).data;
    expect(resumed).toMatchObject({ sessionID: st.sessionID, shown: 1, holding: true });
    expect(resumed.bars).toHaveLength(31);
  });

  it('two clicks on the same step at once record one action', async () => {
    const st = (await call('HistradeStart', { seed: 6 })).data;
    const both = await Promise.all(
      [1, 0].map((action) => call('HistradeStep', { sessionID: st.sessionID, step: 0, action })),
    );
    expect(both.map((x) => x.isOK).sort()).toEqual([false, true]);
    const now = (await call('HistradeStart', { seed: 6 })).data;
    expect(now.shown).toBe(1);
    expect(now.bars).toHaveLength(31);
  });

  it('grades the recorded actions against buy-and-hold and the best possible; the first counts', async () => {
    // Finishing the open session early: the remaining steps are holds (bought at step 0).
    const open = (await call('HistradeStart', { seed: 5 })).data;
    const early = (await call('HistradeSubmit', { sessionID: open.sessionID })).data;
    expect(early).toMatchObject({ counted: true, seed: 5 });
    expect(early.bars).toHaveLength(50);
    expect(early.trades).toHaveLength(1);
    expect(early.bestEquity).toBeGreaterThanOrEqual(Math.max(early.holdEquity, 100_000) - 1);
    const closed = await call('HistradeStep', { sessionID: open.sessionID, step: 1, action: 0 });
    expect(closed).toMatchObject({ status: 200, isOK: false, msg: '本练习已结束' });
    expect((await call('HistradeSubmit', { sessionID: open.sessionID })).isOK).toBe(false);
    // Perfect foresight scores 100 (a repeat of the set number: graded, not counted).
    const closes = early.bars.map((b: Json) => b.close);
    const full = await play((j) => (closes[30 + j] > closes[29 + j] ? 1 : 2));
    expect(full.bars).toHaveLength(50);
    expect(full.bars).toEqual(early.bars);
    const top = (await call('HistradeSubmit', { sessionID: full.sessionID })).data;
    expect(top).toMatchObject({ score: 100, counted: false });
    expect(top.equity).toBe(top.bestEquity);
    // Both sessions are stored as attempts; only the first counts.
    const scores = (await call('SearchScores', {})).data.filter((x: Json) => x.tool === 'histrade');
    expect(scores.map((x: Json) => [x.score, x.counted])).toEqual([
      [100, false],
      [early.score, true],
    ]);
    const [me] = (await call('SkillSummary', {})).data;
    expect(me).toMatchObject({ histradeCount: 2, histradeAvg: early.score, timesharCount: 0 });
  });
});
