import { TEST_DB_KINDS } from '../../db/test-db';
import { buildUniverse, type TradingCalendar } from '../../domain/market';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';
import { configureMarket, marketOf } from '../quotation';

const small = (asOf: string, cal: TradingCalendar) =>
  buildUniverse(asOf, cal).filter((s) => ['600519', '000858'].includes(s.code));

describe.each(TEST_DB_KINDS)('security administration on %s', (kind) => {
  let s: TestServer;
  let admin: { authorization: string };
  beforeAll(async () => {
    s = await startTestServer(kind);
    configureMarket(s.ctx, {
      mode: 'manual',
      ticker: false,
      startDate: '2026-11-20',
      universe: small,
    });
    await addUser(s.ctx, { userName: 'admin001', role: 'admin' });
    await addUser(s.ctx, { userName: 'student1' });
    admin = await signIn(s.app, 'admin001');
  }, 60_000);
  afterAll(() => s.close());

  const post = (url: string, payload: object, headers = admin) =>
    s.app.inject({ method: 'POST', url, payload, headers });

  it('lets an admin add a security with its board rules, stored in the database', async () => {
    const res = await post('/VERace/Security/AddSecurity', {
      symbol: '688999',
      market: 'SSE',
      shortName: '测试科技',
      board: 'star',
      sector: '电子',
      price: 30,
    });
    expect(res.json()).toMatchObject({
      isOK: true,
      data: { symbol: '688999', pyshortname: 'CSKJ', typeid: 19 },
    });
    const { market, repo } = await marketOf(s.ctx);
    expect(market.security('688999')).toMatchObject({
      minBuy: 200,
      limit: { kind: 'percent', pct: 0.2 },
    });
    expect((await repo.loadAll()).map((x) => x.code)).toContain('688999');
    const again = await post('/VERace/Security/AddSecurity', {
      symbol: '688999',
      market: 'SSE',
      shortName: '测试科技',
      board: 'star',
      price: 30,
    });
    expect(again.json()).toMatchObject({ isOK: false, msg: '证券代码已存在：688999.SSE' });
  });

  it('refuses a student', async () => {
    const student = await signIn(s.app, 'student1');
    const res = await post(
      '/VERace/Security/AddSecurity',
      { symbol: '1', market: 'SSE', shortName: 'x', board: 'main', price: 1 },
      student,
    );
    expect(res.statusCode).toBe(403);
  });

  it('imports a clean CSV all at once and rejects a file with one bad row without changing anything', async () => {
    const bad = await post('/VERace/Security/ImportDailyBars', {
      symbol: '000858',
      csv: 'date,open,high,low,close,volume,amount\n2026-11-18,130,131,129,130.5,100,13000\n2026-11-19,x,1,1,1,1,1',
    });
    expect(bad.json().data).toMatchObject({
      successnum: 0,
      failnum: 1,
      message: '已成功导入0条，失败1条',
    });
    const { market } = await marketOf(s.ctx);
    const before = market.dailyBars('000858').length;
    expect(before).toBeGreaterThan(400);
    const good = await post('/VERace/Security/ImportDailyBars', {
      symbol: '000858',
      csv: 'date,open,high,low,close,volume,amount\n2026-11-18,130,131,129,130.5,100,13000\n2026-11-19,130.5,133,130,132,200,26400',
    });
    expect(good.json().data).toMatchObject({ successnum: 2, message: '已成功导入2条，失败0条' });
    expect(
      market
        .dailyBars('000858')
        .map((b) => b.close)
        .slice(0, 2),
    ).toEqual([130.5, 132]);
    expect(market.quote('000858')?.prevClose).toBe(132);
    const { repo } = await marketOf(s.ctx);
    expect((await repo.loadImports()).get('000858.SZSE')).toHaveLength(2);
  });
});
