import { TEST_DB_KINDS } from '../../db/test-db';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';
import { marketOf } from '../quotation';

jest.setTimeout(240_000);

type Auth = { authorization: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe.each(TEST_DB_KINDS)('market replay over HTTP on %s', (kind) => {
  let s: TestServer;
  let student: Auth;
  let teacher: Auth;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await addUser(s.ctx, { userName: 'rpstu01' });
    await addUser(s.ctx, { userName: 'rpteach', role: 'teacher' });
    student = await signIn(s.app, 'rpstu01');
    teacher = await signIn(s.app, 'rpteach');
  });
  afterAll(() => s.close());

  async function call(path: string, headers: Auth, payload: Record<string, unknown> = {}) {
    const res = await s.app.inject({
      method: 'POST',
      url: `/VETrain/Replay/${path}`,
      headers,
      payload,
    });
    return {
      status: res.statusCode,
      ...(res.json() as { isOK: boolean; msg: string; data: Json }),
    };
  }

  it('steps bar by bar, pushes to the HisTrain group, trades T+1 and stores the result', async () => {
    const opts = (await call('Options', student)).data;
    expect(opts).toEqual({ dayBars: { min: 20, max: 500, default: 120 }, minuteDays: 2 });
    // The student no longer picks the security or the dates: only the length and the speed.
    expect((await call('Start', student, { length: 19, speed: 10 })).status).toBe(400);
    const tooFast = await call('Start', student, { length: 20, speed: 61 });
    expect(tooFast.status).toBe(400);
    const start = await call('Start', student, { length: 20, speed: 10 });
    expect(start.isOK).toBe(true);
    const r = start.data;
    expect(r.shown).toBe(1);
    expect(r.total).toBe(20);
    expect(r.bars).toHaveLength(1);
    // Hidden until the end: the code, the name, the dates (the bars are labelled 第1日 …).
    expect(r).toMatchObject({ code: '', name: '', source: null });
    expect(r.bars[0].time).toBe('第1日');
    // Rebased to a level a lot of 100 shares is affordable at (5–60 yuan).
    expect(r.price).toBeGreaterThanOrEqual(5);
    expect(r.price).toBeLessThanOrEqual(60);
    const id = r.replayID;
    // The drawn board's order sizes (科创板: 200 at least, then 1 by 1; 北交所: 100, then 1 by 1).
    expect([100, 200]).toContain(r.minBuy);
    expect([1, 100]).toContain(r.lot);
    const q = r.minBuy;
    if (q === 200)
      expect((await call('Trade', student, { replayID: id, side: 1, qty: 100 })).status).toBe(400);

    const buy = await call('Trade', student, { replayID: id, side: 1, qty: q });
    expect(buy.data).toMatchObject({ qty: q, sellable: 0 });
    const sameDay = await call('Trade', student, { replayID: id, side: 2, qty: q });
    expect(sameDay.status).toBe(400);
    const stepped = await call('Control', student, { replayID: id, action: 'step' });
    expect(stepped.data).toMatchObject({ shown: 2, sellable: q, from: 1 });
    expect(stepped.data.version).toBeGreaterThan(buy.data.version);
    const push = s.hub.sent.find((p) => p.to === `group:histrain:${r.key}`);
    expect((push?.payload as Json).bars).toHaveLength(1);
    expect((await call('Trade', student, { replayID: id, side: 2, qty: q })).data.qty).toBe(0);

    expect((await call('State', teacher, { replayID: id })).status).toBe(404);
    for (let i = 2; i < r.total; i += 1)
      await call('Control', student, { replayID: id, action: 'step' });
    const end = (await call('State', student, { replayID: id })).data;
    expect(end).toMatchObject({ finished: true, shown: r.total });
    expect(end.bars).toHaveLength(r.total);
    const times = end.bars.map((b: Json) => b.time);
    expect(new Set(times).size).toBe(times.length);
    expect(times.at(-1)).toBe('第20日');
    // Told at the end: the source security and dates, whose served history is not what was played.
    expect(end.source.code).toMatch(/^\d{6}$/);
    expect(end).toMatchObject({ code: end.source.code, name: end.source.name });
    const { market } = await marketOf(s.ctx);
    const real = market.dailyBars(
      `${end.source.code}.${end.source.market}`,
      end.source.from,
      end.source.to,
    );
    expect(real).toHaveLength(r.total);
    const k = end.bars[0].close / (real[0] as Json).close;
    expect(real.every((b, i) => Math.abs(end.bars[i].close - b.close * k) < 0.02)).toBe(false);

    // Played at 60× on the server's timer: every bar pushed once, in order, then finished.
    const fast = (await call('Start', student, { length: 20, speed: 60 })).data;
    await call('Control', student, { replayID: fast.replayID, action: 'play' });
    const group = `group:histrain:${fast.key}`;
    await s.hub.waitFor((p) => p.to === group && (p.payload as Json).finished);
    const pushed = s.hub.sent
      .filter((p) => p.to === group)
      .flatMap((p) => (p.payload as Json).bars.map((b: Json) => b.time));
    expect(pushed).toEqual(end.bars.slice(1).map((b: Json) => b.time));

    const list = (await call('SearchReplays', teacher)).data;
    expect(list[1]).toMatchObject({
      replayID: id,
      userName: 'rpstu01',
      finished: true,
      tradeCount: 2,
    });
    expect(list[1].equity).toBeCloseTo(end.equity, 2);
  });
  it('replays the minute bars of two days labelled 第1日/第2日; T+1 waits for the next day', async () => {
    const tooLong = await call('Start', student, { length: 3, speed: 1, freq: 'minute' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.msg).toBe('分钟回放最多2个交易日');
    expect((await call('Start', student, { length: 1, speed: 1, freq: 'hour' })).status).toBe(400);
    const r = (await call('Start', student, { length: 2, speed: 1, freq: 'minute' })).data;
    expect(r).toMatchObject({ freq: 'minute', total: 480, shown: 1, code: '' });
    expect(r.bars[0].time).toBe('第1日 09:31');
    const id = r.replayID;
    const q = r.minBuy as number;
    expect((await call('Trade', student, { replayID: id, side: 1, qty: q })).data.qty).toBe(q);
    const stepTo = async (n: number) => {
      let v: Json;
      while (!v || v.shown < n)
        v = (await call('Control', student, { replayID: id, action: 'step' })).data;
      return v;
    };
    // Still the same day at 15:00: what was bought this morning cannot be sold.
    expect(await stepTo(240)).toMatchObject({ sellable: 0, qty: q });
    const close = await call('Trade', student, { replayID: id, side: 2, qty: q });
    expect(close.status).toBe(400);
    // The first minute of the next replayed day makes it sellable.
    expect(await stepTo(241)).toMatchObject({ sellable: q });
    await stepTo(480);
    const end = (await call('State', student, { replayID: id })).data;
    expect(end).toMatchObject({ finished: true, shown: 480 });
    const bars = (end.bars as Json[]).slice(0, 240);
    expect(bars.map((b) => b.time).at(-1)).toBe('第1日 15:00');
    expect(end.bars[240].time).toBe('第2日 09:31');
    expect(end.source.from < end.source.to).toBe(true);
    // The finished record is stored just after the last step's answer: read it once it is.
    let rec = (await call('SearchReplays', student)).data[0];
    for (let i = 0; i < 50 && !rec?.finished; i += 1) {
      await new Promise((r) => setTimeout(r, 20));
      rec = (await call('SearchReplays', student)).data[0];
    }
    expect(rec).toMatchObject({ replayID: id, freq: 'minute', finished: true, barsTotal: 480 });
    expect(rec.code).toBe(end.source.code);
  });

  it('a replay in progress shows neither its code nor its dates in the records', async () => {
    const r = (await call('Start', student, { length: 20, speed: 1 })).data;
    const rec = (await call('SearchReplays', student)).data.find(
      (x: Json) => x.replayID === r.replayID,
    );
    expect(rec).toMatchObject({ code: '', name: '', dateFrom: '', dateTo: '', finished: false });
  });
});

describe.each(TEST_DB_KINDS)('TrainKChartTell over HTTP on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await addUser(s.ctx, { userName: 'kcstu01' });
  });
  afterAll(() => s.close());

  it('gives the same quiz for a seed without the key, grades and stores the score', async () => {
    const auth = await signIn(s.app, 'kcstu01');
    const call = async (path: string, payload: Record<string, unknown>) =>
      (
        await s.app.inject({
          method: 'POST',
          url: `/VETrain/KChart/${path}`,
          headers: auth,
          payload,
        })
      ).json() as Json;
    const quiz = (await call('TellQuiz', { seed: 7 })).data;
    expect((await call('TellQuiz', { seed: 7 })).data).toEqual(quiz);
    expect(quiz.questions).toHaveLength(5);
    expect(JSON.stringify(quiz)).not.toContain('answer');
    const wrong = await call('TellSubmit', { seed: 7, answers: [-1, -1, -1, -1, -1] });
    expect(wrong.data.score).toBe(0);
    const names: string[] = wrong.data.results.map((x: Json) => x.answer);
    const answers = quiz.questions.map((q: Json, i: number) => q.options.indexOf(names[i]));
    expect((await call('TellSubmit', { seed: 7, answers })).data.score).toBe(100);
    expect((await call('TellSubmit', { seed: 0, answers })).isOK).toBe(false);
    const scores = (await call('SearchScores', {})).data;
    expect(scores.map((x: Json) => x.score)).toEqual([100, 0]);
  });
});
