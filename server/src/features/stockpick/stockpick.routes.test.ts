import { DEFAULT_TEST_DB } from '../../db/test-db';
import { buildUniverse, type TradingCalendar } from '../../domain/market';
import type { RecordedPush } from '../../http/hub-push';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';
import { CALL_LIMITS } from '../../http/call-limits';
import { configureMarket, marketOf } from '../quotation';

/** A-shares of three industries plus the benchmark: enough to screen, quick to start. */
const small = (asOf: string, cal: TradingCalendar) =>
  buildUniverse(asOf, cal).filter(
    (s) =>
      (['main', 'star', 'chinext'].includes(s.board) &&
        ['银行', '白酒', '电子'].includes(s.sector)) ||
      (s.code === '000300' && s.market === 'SSE'),
  );

type Row = Record<string, number | string | null>;

describe('research: screener, schemes, backtests and deep data (PGlite)', () => {
  let s: TestServer;
  let student: { authorization: string };
  let other: { authorization: string };
  beforeAll(async () => {
    s = await startTestServer(DEFAULT_TEST_DB);
    configureMarket(s.ctx, {
      mode: 'manual',
      ticker: false,
      startDate: '2026-11-20',
      universe: small,
    });
    await addUser(s.ctx, { userName: 'student1' });
    await addUser(s.ctx, { userName: 'student2' });
    await addUser(s.ctx, { userName: 'admin001', role: 'admin' });
    // The market (and its history) starts on first use: build it here, not in the first test.
    await marketOf(s.ctx);
    student = await signIn(s.app, 'student1');
    other = await signIn(s.app, 'student2');
  }, 60_000);
  afterAll(() => s.close());

  const get = (url: string, query: Record<string, string> = {}, headers = student) =>
    s.app.inject({ method: 'GET', url, query, headers });
  const post = (url: string, payload: object, headers = student) =>
    s.app.inject({ method: 'POST', url, payload, headers });

  it('lists indicators by group, plates and today’s ranges', async () => {
    expect((await get('/VEISP/StockPick/GetIndexList', {}, {} as never)).statusCode).toBe(401);
    const groups = (await get('/VEISP/StockPick/GetIndexList')).json().data;
    expect(groups.map((g: { groupName: string }) => g.groupName)).toEqual([
      '估值指标',
      '盈利能力',
      '成长能力',
      '技术指标',
    ]);
    const plates = (await get('/VEISP/StockPick/GetPlateList')).json().data;
    expect(plates.industries.map((p: { plateName: string }) => p.plateName)).toEqual(
      expect.arrayContaining(['银行', '白酒']),
    );
    const ranges = (await get('/VEISP/StockPick/GetIndexRange', { indexIds: 'pe,roe' })).json()
      .data;
    expect(ranges.list).toHaveLength(2);
    expect(ranges.list[0].min).toBeLessThan(ranges.list[0].max);
  });

  it('screens PE < 15 and ROE > 10 on the server, sorted and paged', async () => {
    const body = {
      conditions: [
        { indexId: 'pe', max: 15 },
        { indexId: 'roe', min: 10 },
      ],
      sortBy: 'pe',
      sortOrder: 'asc',
      pageSize: 5,
    };
    const res = (await post('/VEISP/StockPick/Query', body)).json();
    expect(res).toMatchObject({ isOK: true, retCode: 0 });
    const list = res.data.list as Row[];
    expect(res.data.total).toBeGreaterThan(list.length - 1);
    expect(list.length).toBeGreaterThan(0);
    for (const r of list) {
      expect(r.pe as number).toBeLessThanOrEqual(15);
      expect(r.roe as number).toBeGreaterThanOrEqual(10);
    }
    const pes = list.map((r) => r.pe as number);
    expect([...pes].sort((a, b) => a - b)).toEqual(pes);
    const bad = await post('/VEISP/StockPick/Query', { conditions: [{ indexId: 'nope' }] });
    expect(bad.statusCode).toBe(400);
    const huge = await post('/VEISP/StockPick/Query', {
      conditions: [{ indexId: 'pe', max: 1e13 }],
    });
    expect(huge.statusCode).toBe(400);
  });

  let schemeId = 0;
  it('keeps schemes per user on the server', async () => {
    const empty = await post('/VEISP/StockPick/SaveScheme', { schemeName: '空', conditions: [] });
    expect(empty.json()).toMatchObject({ isOK: false, msg: '请至少设置一个选股条件' });
    const saved = await post('/VEISP/StockPick/SaveScheme', {
      schemeName: '低估值高ROE',
      conditions: [
        { indexId: 'pe', max: 15 },
        { indexId: 'roe', min: 10 },
      ],
      holdings: 3,
      rebalanceDays: 20,
    });
    schemeId = saved.json().data;
    expect(schemeId).toBeGreaterThan(0);
    const mine = (await get('/VEISP/StockPick/GetSchemes')).json().data;
    expect(mine).toEqual([expect.objectContaining({ schemeId, schemeName: '低估值高ROE' })]);
    expect((await get('/VEISP/StockPick/GetSchemes', {}, other)).json().data).toEqual([]);
    const foreign = await get(
      '/VEISP/StockPick/GetSchemeDetail',
      { schemeId: String(schemeId) },
      other,
    );
    expect(foreign.statusCode).toBe(403);
    const detail = (
      await get('/VEISP/StockPick/GetSchemeDetail', { schemeId: String(schemeId) })
    ).json().data;
    expect(detail.picks.length).toBeLessThanOrEqual(3);
  });

  it('runs a backtest with hub progress and stores its report', async () => {
    const run = await post('/VEISP/StockPick/RunBacktest', {
      schemeId,
      startDate: '2025-11-03',
      initialCash: 1_000_000,
    });
    const { backtestId } = run.json().data;
    expect(backtestId).toBeGreaterThan(0);
    await s.hub.waitFor(
      (p: RecordedPush) =>
        p.target === 'BacktestProgress' && (p.payload as { complete: boolean }).complete,
    );
    const res = (
      await get('/VEISP/StockPick/GetBacktestReport', { backtestId: String(backtestId) })
    ).json();
    expect(res.data).toMatchObject({ status: 'done', progress: 100 });
    const r = res.data.report;
    expect(r.nav[0]).toBe(1);
    expect(r.dates[0]).toBe('2025-11-03');
    expect(r.nav).toHaveLength(r.bench.length);
    expect(r.trades.length).toBeGreaterThan(0);
    for (const t of r.trades) if (t.code.startsWith('60')) expect(t.qty % 100).toBe(0);
    expect(r.metrics.TradingDays).toBe(r.nav.length - 1);
    expect(r.rebalances[0].holdings.length).toBeLessThanOrEqual(3);
    const forOther = await get(
      '/VEISP/StockPick/GetBacktestReport',
      { backtestId: String(backtestId) },
      other,
    );
    expect(forOther.statusCode).toBe(404);
    const list = (await get('/VEISP/StockPick/GetBacktests', { schemeId: String(schemeId) })).json()
      .data;
    expect(list[0]).toMatchObject({ backtestId, status: 'done' });
  });

  it('serves the deep data of a stock: PE = price / trailing EPS, statements, holders', async () => {
    const profile = (await get('/VEISP/F9/GetProfile', { symbol: '600519', market: 'SSE' })).json()
      .data;
    expect(profile.profile).toMatchObject({ industry: '白酒', code: '600519' });
    const fin = (await get('/VEISP/F9/GetFinance', { symbol: '600519' })).json().data;
    expect(fin).toHaveLength(20);
    const ind = profile.indicators as Row;
    expect(ind.pe as number).toBeCloseTo((ind.price as number) / (fin[0].epsTtm as number), 1);
    expect(profile.industry.find((x: Row) => x.indexId === 'pe').count).toBeGreaterThan(1);
    const holders = (await get('/VEISP/F9/GetHolders', { symbol: '600519' })).json().data;
    expect(holders.holders).toHaveLength(10);
    const index = (await get('/VEISP/F9/GetProfile', { symbol: '000300', market: 'SSE' })).json();
    expect(index).toMatchObject({ isOK: false, msg: '该证券暂无深度资料' });
  });

  it('lets an admin replace statements with real ones from CSV, all or nothing', async () => {
    const admin = await signIn(s.app, 'admin001');
    const csv = '报告期,公告日期,营业收入,毛利,净利润,每股收益,净资产,经营现金流\n';
    const bad = await post(
      '/VEISP/F9/ImportStatements',
      { symbol: '601398', csv: `${csv}2026Q9,x,1,1,1,1,1,1` },
      admin,
    );
    expect(bad.json().data).toMatchObject({ successnum: 0, failnum: 1 });
    const rows = [
      '2025Q4,2026-03-28',
      '2026Q1,2026-04-28',
      '2026Q2,2026-08-28',
      '2026Q3,2026-10-28',
    ]
      .map((p) => `${p},100000000000,40000000000,30000000000,0.5,4000000000000,35000000000`)
      .join('\n');
    const good = await post(
      '/VEISP/F9/ImportStatements',
      { symbol: '601398', csv: csv + rows },
      admin,
    );
    expect(good.json().data).toMatchObject({ successnum: 4, failnum: 0 });
    const fin = (await get('/VEISP/F9/GetFinance', { symbol: '601398' })).json().data;
    expect(fin[0]).toMatchObject({ period: '2026Q3', eps: 0.5, epsTtm: 2 });
    expect(
      (await post('/VEISP/F9/ImportStatements', { symbol: '601398', csv: rows })).statusCode,
    ).toBe(403);
  });

  it('limits a user’s screener queries and backtest starts per minute (429, Retry-After)', async () => {
    // A fresh window (the earlier tests' queries counted in the current one).
    const now = s.clock.now().getTime();
    s.clock.advance(60_000 - (now % 60_000));
    const { limit } = CALL_LIMITS.screen;
    const query = (headers = student) =>
      post('/VEISP/StockPick/Query', { conditions: [{ indexId: 'pe', min: 0 }] }, headers);
    const answers = [];
    for (let i = 0; i < limit; i += 1) answers.push((await query()).statusCode);
    expect(answers.every((c) => c === 200)).toBe(true);
    const refused = await query();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ isOK: false, retCode: 429 });
    expect((await query(other)).statusCode).toBe(200);
    // Backtest starts count even when refused later (an unknown scheme): no work past the limit.
    const runs = [];
    for (let i = 0; i <= CALL_LIMITS.backtest.limit; i += 1)
      runs.push(
        (await post('/VEISP/StockPick/RunBacktest', { schemeId: 999_999 }, other)).statusCode,
      );
    expect(runs.slice(0, -1).every((c) => c === 404)).toBe(true);
    expect(runs[runs.length - 1]).toBe(429);
  });
});
