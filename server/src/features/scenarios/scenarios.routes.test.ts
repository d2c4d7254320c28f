import { buildUniverse, type TradingCalendar } from '../../domain/market';
import { DEFAULT_TEST_DB } from '../../db/test-db';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';
import { configureMarket, marketOf, startMarketService } from '../quotation';

type Json = { isOK: boolean; retCode: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

const SAMPLE = new Set(['600519', '000858', '510050', '10008001', 'EURUSD', 'cu2701']);
const universe = (asOf: string, cal: TradingCalendar) =>
  buildUniverse(asOf, cal).filter((s) => SAMPLE.has(s.code));

// docs/market-rules.md, "Market scenarios": admins schedule events for the whole market; every
// input is checked at the boundary and a refused request writes nothing.
describe('market scenario routes', () => {
  let s: TestServer;
  let admin: { authorization: string };
  const call = async (url: string, payload: object, headers = admin) => {
    const res = await s.app.inject({ method: 'POST', url, payload, headers });
    return { status: res.statusCode, body: res.json<Json>() };
  };
  const add = (payload: object) => call('/VERace/MarketScenario/AddScenario', payload);
  const list = async () => (await call('/VERace/MarketScenario/ListScenarios', {})).body.data;

  beforeAll(async () => {
    s = await startTestServer(DEFAULT_TEST_DB);
    configureMarket(s.ctx, { mode: 'manual', ticker: false, startDate: '2026-11-20', universe });
    const mkt = await marketOf(s.ctx);
    mkt.clock.advance(990);
    mkt.market.advance();
    await addUser(s.ctx, { userName: 'scnadmin', role: 'admin' });
    await addUser(s.ctx, { userName: 'scnteacher', role: 'teacher' });
    await addUser(s.ctx, { userName: 'scnstudent' });
    admin = await signIn(s.app, 'scnadmin');
  }, 60_000);
  afterAll(() => s.close());

  it('is for system admins only', async () => {
    for (const who of ['scnteacher', 'scnstudent']) {
      const h = await signIn(s.app, who);
      expect((await call('/VERace/MarketScenario/ListScenarios', {}, h)).status).toBe(403);
      expect((await call('/VERace/MarketScenario/AddScenario', { kind: 'gap' }, h)).status).toBe(
        403,
      );
    }
  });

  it('refuses bad input at the boundary and writes nothing', async () => {
    const bad: Array<[object, number]> = [
      [{ kind: 'crash', security: '600519' }, 400],
      [{ kind: 'gap', security: '600519', pct: -95 }, 400],
      [{ kind: 'gap', security: '600519', pct: 'Infinity' }, 400],
      [{ kind: 'gap', security: '600519', pct: 'NaN' }, 400],
      [{ kind: 'limitRun', security: '600519', days: 11 }, 400],
      [{ kind: 'limitRun', security: '600519', days: 1.5 }, 400],
      [{ kind: 'volBurst', security: '600519', factor: 9 }, 400],
      [{ kind: 'gap', security: '600519', pct: -5, note: 'x'.repeat(201) }, 400],
      [{ kind: 'gap', security: '600519', pct: -5, note: 'a\u0000b' }, 400],
      [{ kind: 'gap', security: 'x'.repeat(21), pct: -5 }, 400],
      [{ kind: 'gap', security: '600519', pct: -5, effectiveTime: '25:00' }, 400],
      [{ kind: 'gap', security: '600519', pct: 0 }, 200],
      [{ kind: 'gap', security: '999999', pct: -5 }, 200],
      [{ kind: 'gap', security: '10008001', pct: -5 }, 200],
      [{ kind: 'limitRun', security: 'EURUSD', pct: -1 }, 200],
      [{ kind: 'gap', security: '600519', pct: -5, effectiveTime: '09:35' }, 200],
      [{ kind: 'gap', security: '600519', pct: -5, effectiveDate: '2026-11-21' }, 200],
      [{ kind: 'gap', security: '600519', pct: -5, effectiveDate: '2026-02-30' }, 200],
      [{ kind: 'gap', security: '600519', pct: -5, effectiveTime: '12:00' }, 200],
    ];
    for (const [payload, status] of bad) {
      const r = await add(payload);
      expect([JSON.stringify(payload), r.status, r.body.isOK]).toEqual([
        JSON.stringify(payload),
        status,
        false,
      ]);
    }
    expect((await add({ kind: 'gap', security: '10008001', pct: -5 })).body.msg).toBe(
      '衍生品随标的变动，请对标的 510050 设置行情情景',
    );
    expect((await list()).list).toEqual([]);
  });

  it('a gap made now moves the quote from the next minute; history and a restart agree', async () => {
    const mkt = await marketOf(s.ctx);
    const before = mkt.market.quote('000858')!;
    const r = await add({ kind: 'gap', security: '000858', pct: -4, note: '业绩爆雷' });
    expect(r.body.data).toMatchObject({
      kind: 'gap',
      kindName: '跳空缺口',
      security: '000858',
      securityName: '五粮液',
      effectiveDate: '2026-11-20',
      effectiveTime: '10:21',
      status: 'scheduled',
      statusName: '已排期',
      createdBy: 'scnadmin',
      note: '业绩爆雷',
    });
    expect(mkt.market.quote('000858')!.last).toBe(before.last);
    mkt.clock.advance(60);
    mkt.market.advance();
    const after = mkt.market.quote('000858')!;
    expect((await list()).list[0]).toMatchObject({ status: 'active', statusName: '已生效' });
    // A restarted market service lays the stored scenario over the same prices again.
    const again = await startMarketService(s.ctx, {
      mode: 'manual',
      seed: mkt.market.seed,
      dayMinutes: 120,
      ticker: false,
      startDate: '2026-11-20',
    });
    again.clock.advance(1050);
    expect(again.market.quote('000858')!.last).toBe(after.last);
    again.stop();
    // Against the generated series (no scenario): 4 % lower.
    const gen = await startMarketService(s.ctx, {
      mode: 'manual',
      seed: mkt.market.seed,
      dayMinutes: 120,
      ticker: false,
      startDate: '2026-11-20',
    });
    gen.market.setScenarios([]);
    gen.clock.advance(1050);
    expect(after.last / gen.market.quote('000858')!.last).toBeCloseTo(0.96, 2);
    gen.stop();
  });

  it('lists scheduled events, cancels only those not yet in effect', async () => {
    const r = await add({
      kind: 'limitRun',
      security: '600519',
      pct: -1,
      days: 2,
      effectiveDate: '2026-11-23',
      effectiveTime: '09:30',
    });
    expect(r.body.data).toMatchObject({ effectiveDate: '2026-11-23', effectiveTime: '09:30' });
    const id = r.body.data.id as number;
    expect((await call('/VERace/MarketScenario/CancelScenario', { id })).body.data).toBe(true);
    const again = await call('/VERace/MarketScenario/CancelScenario', { id });
    expect(again.body).toMatchObject({ isOK: false, msg: '该行情情景已取消' });
    const active = (await list()).list.find((x: { kind: string }) => x.kind === 'gap');
    const refused = await call('/VERace/MarketScenario/CancelScenario', { id: active.id });
    expect(refused.body).toMatchObject({ isOK: false, msg: '已生效的行情情景不能取消' });
    const rows = (await list()).list;
    expect(rows.find((x: { id: number }) => x.id === id)).toMatchObject({
      status: 'cancelled',
      statusName: '已取消',
      cancelledBy: 'scnadmin',
    });
    // The cancelled run never acts: Monday opens where the generated market opens.
    const mkt = await marketOf(s.ctx);
    mkt.clock.nextDay();
    mkt.market.advance();
    const q = mkt.market.quote('600519')!;
    expect(q.last).not.toBe(q.limitDown);
  });

  it('jumps the clock to the next option expiry at once and logs it', async () => {
    const mkt = await marketOf(s.ctx);
    const expiry = mkt.market.security('10008001')!.derivative!.expiry!;
    const r = await add({ kind: 'expiryJump', note: '到期日演示' });
    expect(r.body.data).toMatchObject({
      kind: 'expiryJump',
      kindName: '跳至下一到期日',
      targetDate: expiry,
      status: 'done',
      statusName: '已执行',
    });
    expect(mkt.clock.read()).toMatchObject({ tradingDate: expiry, step: 4800 });
  });
});
