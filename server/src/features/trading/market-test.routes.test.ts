import { loadConfig } from '../../config';
import { DEFAULT_TEST_DB } from '../../db/test-db';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';
import { configureMarket, marketOf, startMarketService } from '../quotation';
import { sampleUniverse } from './trading-test-kit';

type Json = { isOK: boolean; retCode: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

const post = async (s: TestServer, url: string, payload: object, headers = {}) => {
  const res = await s.app.inject({ method: 'POST', url, payload, headers });
  return { status: res.statusCode, body: res.json<Json>() };
};

/** A server with the test routes and a demo market (40-minute days) on a time source we hold. */
async function demoServer(mode: 'demo' | 'exchange' = 'demo') {
  const s = await startTestServer(DEFAULT_TEST_DB, (c) => {
    c.enableTestRoutes = true;
  });
  const time = { now: Date.parse('2026-11-18T02:00:00Z') };
  configureMarket(s.ctx, {
    mode,
    ticker: false,
    dayMinutes: 40,
    startDate: '2026-11-18',
    universe: sampleUniverse,
    now: () => time.now,
  });
  return { s, time };
}

describe('the test-only market control', () => {
  it('is not mounted in a normal start: no ENABLE_TEST_ROUTES, no /test/market/*', async () => {
    expect(loadConfig({}).enableTestRoutes).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', ENABLE_TEST_ROUTES: 'true' }).enableTestRoutes,
    ).toBe(false);
    const s = await startTestServer(DEFAULT_TEST_DB);
    try {
      expect(s.ctx.config.enableTestRoutes).toBe(false);
      for (const [url, payload] of [
        ['/test/market/clock', { to: 'nextDay' }],
        ['/test/market/step', { steps: 1 }],
      ] as const)
        expect((await post(s, url, payload)).status).toBe(404);
    } finally {
      await s.close();
    }
  }, 60_000);

  it('moves the demo clock forward to a time, the close, the next open and the HK open at once', async () => {
    const { s } = await demoServer();
    try {
      const rolls: string[] = [];
      (await marketOf(s.ctx)).clock.onRollover((e) => rolls.push(`${e.previous}>${e.next}`));
      const clock = (payload: object) => post(s, '/test/market/clock', payload);
      let r = await clock({ to: '13:30:00' });
      expect(r.body.data).toMatchObject({ tradingDate: '2026-11-18', clock: '13:30:00' });
      r = await clock({ to: 'close' });
      expect(r.body.data).toMatchObject({ tradingDate: '2026-11-18', clock: '14:59:57' });
      // Forward only: 10:00 has passed today, so it is tomorrow's 10:00 after the rollover.
      r = await clock({ to: '10:00:00' });
      expect(r.body.data).toMatchObject({ tradingDate: '2026-11-19', clock: '10:00:00' });
      r = await clock({ to: 'open' });
      expect(r.body.data).toMatchObject({ tradingDate: '2026-11-20', step: 0, hkTime: '09:30:00' });
      r = await clock({ to: 'nextDay' });
      expect(r.body.data).toMatchObject({ tradingDate: '2026-11-23', step: 0 });
      // An HK step is 4.25 HK seconds: the first step at or after 15:50.
      r = await clock({ to: '15:50:00', market: 'HK' });
      expect(r.body.data).toMatchObject({ tradingDate: '2026-11-23', hkTime: '15:50:01' });
      expect(rolls).toEqual([
        '2026-11-18>2026-11-19',
        '2026-11-19>2026-11-20',
        '2026-11-20>2026-11-23',
      ]);
      // The shift is kept: a restarted market service resumes at the same time.
      const svc = await marketOf(s.ctx);
      expect(Number(await svc.repo.getState('demo.shiftMs'))).toBeGreaterThan(0);
      const again = await startMarketService(s.ctx, {
        mode: 'demo',
        seed: svc.market.seed,
        dayMinutes: 40,
        ticker: false,
        now: () => Date.parse('2026-11-18T02:00:00Z'),
      });
      expect(again.clock.read()).toEqual(svc.clock.read());
      again.stop();
    } finally {
      await s.close();
    }
  }, 60_000);

  it('refuses a time outside the trading hours and step counts out of range', async () => {
    const { s } = await demoServer();
    try {
      for (const payload of [
        { to: '12:00:00' },
        { to: '16:00:00' },
        { to: '12:30:00', market: 'HK' },
        { to: '16:11:00', market: 'HK' },
        { to: '10:61:00' },
        { to: 'soon' },
        { to: '10:00:00', market: 'US' },
        {},
      ])
        expect((await post(s, '/test/market/clock', payload)).status).toBe(400);
      for (const steps of [0, 301, 1.5, -1, '1e9', null])
        expect((await post(s, '/test/market/step', { steps })).status).toBe(400);
    } finally {
      await s.close();
    }
  }, 60_000);

  it('steps the market at once: a resting marketable order fills before the answer', async () => {
    const { s } = await demoServer();
    try {
      await addUser(s.ctx, { userName: 'trader01' });
      const auth = await signIn(s.app, 'trader01');
      const call = async (url: string, payload: object = {}) =>
        (await post(s, url, payload, auth)).body;
      const quote = await call('/TradeGW/Query/QueryQuote', { security: '600519' });
      const placed = await call('/VERace/StockTrade/PlaceStkOrder', {
        security: '600519',
        market: 'SSE',
        side: 1,
        orderQty: 100,
        price: Number(quote.data.limitUp),
      });
      expect(placed.isOK).toBe(true);
      const fills = async () => {
        const d = (await call('/VERace/StockQuery/QueryStkCurRptList')).data;
        return (d.list ?? d) as unknown[];
      };
      expect(await fills()).toHaveLength(0);
      const before = (await marketOf(s.ctx)).clock.read();
      const r = await post(s, '/test/market/step', {});
      expect(r.body.data).toMatchObject({ tradingDate: before.tradingDate, step: before.step + 1 });
      expect(await fills()).toHaveLength(1);
      const three = await post(s, '/test/market/step', { steps: 3 });
      expect(three.body.data.step).toBe(before.step + 4);
    } finally {
      await s.close();
    }
  }, 60_000);

  it('refuses to move the exchange clock, which follows real time', async () => {
    const { s } = await demoServer('exchange');
    try {
      for (const [url, payload] of [
        ['/test/market/clock', { to: 'open' }],
        ['/test/market/step', {}],
      ] as const) {
        const r = await post(s, url, payload);
        expect(r.body).toMatchObject({ isOK: false, msg: expect.stringContaining('交易所时钟') });
      }
    } finally {
      await s.close();
    }
  }, 60_000);
});
