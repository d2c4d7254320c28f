import { TEST_DB_KINDS } from '../../db/test-db';
import { addUser, signIn } from '../../http/test-app';
import { startTradingServer } from '../trading/trading-test-kit';
import { runCutoff } from './cutoff.job';
import { INTRADAY_DEMO } from './intraday-demo';
import { IntradayRepository } from './intraday.repository';
import { openDemoAccounts, seedDemoContest } from '../demo-contests';

/** From the test kit's 10:30 to 14:57 (3-second steps, the lunch break left out). */
const TO_CUTOFF = 3540;

describe.each(TEST_DB_KINDS)('intraday round trip calls on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTradingServer>>;
  let call: (url: string, p?: Record<string, unknown>) => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  let accountId = 0;
  beforeAll(async () => {
    t = await startTradingServer(kind);
    await addUser(t.s.ctx, { userName: 'sysadmin', role: 'admin' });
    await addUser(t.s.ctx, { userName: 'student01' });
    const contest = { ...INTRADAY_DEMO, codes: ['600519.SSE', '000001.SZSE'] };
    const matchId = Number(await seedDemoContest(t.s.ctx.db, new Date(), contest));
    await openDemoAccounts(t.s.ctx.db, matchId, 1_000_000, t.svc.openAccount);
    const [row] = await t.s.ctx.db.query(
      'SELECT account_id FROM match_traders WHERE match_id = $1',
      [matchId],
    );
    accountId = Number(row?.account_id);
    const auth = await signIn(t.s.app, 'student01');
    call = (url, p = {}) => t.call(url, { assetAccount: accountId, ...p }, auth);
  }, 60_000);
  afterAll(() => t.s.close(), 30_000);
  beforeEach(() => t.s.clock.advance(5_000));

  const quote = (code: string, market = 'SSE') => {
    const q = t.svc.core.market.quote(`${code}.${market}`);
    if (!q) throw new Error('no quote');
    return q;
  };
  const order = (side: 1 | 2, qty: number, code = '600519', market = 'SSE') => {
    const q = quote(code, market);
    const price = side === 1 ? (q.asks[4]?.price ?? q.last) : (q.bids[4]?.price ?? q.last);
    return call('/VERace/IntradayTrade/PlaceOrder', {
      security: code,
      market,
      side,
      orderQty: qty,
      price,
    });
  };
  const desk = async () => (await call('/VERace/IntradayQuery/QueryDesk')).data;

  it('sells the same day what it bought (T+0) and lists the round trip with its P&L', async () => {
    expect((await order(1, 100)).data).toMatchObject({ status: 2 });
    const d = await desk();
    expect(d.cutoff).toBe('14:57:00');
    expect(d.secondsToCutoff).toBeGreaterThan(0);
    expect(d.codes.map((c: { security: string }) => c.security)).toEqual(['600519', '000001']);
    expect(d.positions[0]).toMatchObject({ security: '600519', qty: 100, sellableQty: 100 });
    expect((await order(2, 100)).data).toMatchObject({ status: 2 });
    const after = await desk();
    expect(after.positions).toEqual([]);
    expect(after.roundTrips[0]).toMatchObject({
      security: '600519',
      buyQty: 100,
      sellQty: 100,
      openQty: 0,
    });
    expect(after.todayPnl).toBeCloseTo(after.roundTrips[0].net, 2);
  });

  it('refuses codes outside the contest list and the section outside an intraday contest', async () => {
    const other = await order(1, 100, '601398');
    expect(other.retCode).toBe(60010);
    const auth = await signIn(t.s.app, 'trader01');
    const plain = await t.call('/VERace/IntradayQuery/QueryDesk', {}, auth);
    expect(plain.retCode).toBe(60010);
    const bad = await call('/VERace/IntradayQuery/QueryDailyPnl', { fromDate: '2026-13-99x' });
    expect(bad.retCode).not.toBe(0);
  });

  it('closes an open intraday position at the cut-off as 强平 and ranks by the day P&L', async () => {
    expect((await order(1, 200, '000001', 'SZSE')).data).toMatchObject({ status: 2 });
    const repo = new IntradayRepository(t.s.ctx.db);
    expect(await runCutoff(t.svc, repo)).toBe(0);
    await t.step(TO_CUTOFF);
    expect((await order(1, 100)).retCode).toBe(60007);
    expect(await runCutoff(t.svc, repo)).toBe(1);
    const d = await desk();
    expect(d.closed).toBe(true);
    expect(d.positions).toEqual([]);
    expect(d.fills[0]).toMatchObject({
      security: '000001',
      execType: 122,
      execTypeName: '强平',
      qty: 200,
    });
    expect(await runCutoff(t.svc, repo)).toBe(0);
    const days = (await call('/VERace/IntradayQuery/QueryDailyPnl')).data;
    expect(days[0].tradingDate).toBe(d.tradingDate);
    expect(days[0].pnl).toBeCloseTo(d.todayPnl, 2);
    const rank = (await call('/VERace/IntradayQuery/QueryDailyRank')).data;
    expect(rank.list[0]).toMatchObject({ rank: 1, isMe: true });
  });

  it('closes at the day end what is still open when the cut-off job did not run', async () => {
    await t.nextDay();
    expect((await order(1, 100)).data).toMatchObject({ status: 2 });
    const forced = async () =>
      Number(
        (
          await t.s.ctx.db.query(
            'SELECT count(*) AS n FROM trading_reports WHERE account_id = $1 AND exec_type = 122',
            [accountId],
          )
        )[0]?.n,
      );
    const before = await forced();
    await t.nextDay();
    await t.svc.core.flush();
    expect(await forced()).toBe(before + 1);
    expect((await desk()).positions).toEqual([]);
  });
});
