import { DEFAULT_TEST_DB } from '../../db/test-db';
import { buildUniverse, type TradingCalendar } from '../../domain/market';
import { addUser, signIn } from '../../http/test-app';
import {
  FOREX_MARGIN_DEMO,
  openForexMarginDemoAccounts,
  seedForexMarginDemo,
} from '../forex-trade';
import { AccountsRepository } from '../trading';
import { startTradingServer } from '../trading/trading-test-kit';

/* eslint-disable @typescript-eslint/no-explicit-any */

// docs/market-rules.md, "Market scenarios": an admin's scenario moves the whole market and the
// day-end forced paths follow through the routes — margin 强平 below 130 % (122), futures 强平 (122),
// forex stop-out (强制平仓) and an in-the-money index option exercised at expiry (到期 123).
const universe = (asOf: string, cal: TradingCalendar) =>
  buildUniverse(asOf, cal).filter(
    (s) =>
      (s.market === 'SSE' && ['600036', '000300'].includes(s.code)) ||
      s.code === 'cu2701' ||
      s.market === 'FX' ||
      (s.board === 'option' && s.derivative?.underlying === '000300'),
  );

jest.setTimeout(120_000);

describe('market scenarios drive the forced paths (routes)', () => {
  let t: Awaited<ReturnType<typeof startTradingServer>>;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await startTradingServer(DEFAULT_TEST_DB, universe);
    await addUser(t.s.ctx, { userName: 'scnadmin', role: 'admin' });
    admin = await signIn(t.s.app, 'scnadmin');
    // The contest list enrols trader01 in the comprehensive contest 139.
    await t.call('/VERace/MatchManage/GetMatchGoing', { pageIndex: 1, pageSize: 10 });
  }, 120_000);
  afterAll(() => t.s.close(), 30_000);

  const scenario = async (p: Record<string, unknown>) => {
    const r = await t.call('/VERace/MarketScenario/AddScenario', p, admin);
    expect(r).toMatchObject({ isOK: true });
    return r.data;
  };
  const quote = (key: string) => t.svc.core.market.quote(key)!;
  /** Rolls day ends until `done` (each settles every account); answers the days it took. */
  const rollUntil = async (done: () => Promise<boolean>, days: number) => {
    for (let d = 1; d <= days; d += 1) {
      await t.nextDay();
      if (await done()) return d;
    }
    throw new Error(`nothing happened in ${days} day ends`);
  };

  it('an index gap puts a call in the money and the expiry jump has it exercised (到期 123)', async () => {
    const today = t.mkt.clock.read().tradingDate;
    const calls = t.mkt.market
      .all()
      .filter((s) => s.board === 'option' && s.derivative?.optionType === 'C')
      .filter((s) => (s.derivative?.expiry ?? '') > today)
      .sort((x, y) => (x.derivative!.expiry! < y.derivative!.expiry! ? -1 : 1));
    const expiry = calls[0]!.derivative!.expiry!;
    const index = quote('000300.SSE').last;
    // The nearest month's call struck closest to the index (at the money now).
    const call = calls
      .filter((s) => s.derivative!.expiry === expiry)
      .sort(
        (x, y) => Math.abs(x.derivative!.strike! - index) - Math.abs(y.derivative!.strike! - index),
      )[0]!;
    const q = quote(`${call.code}.${call.market}`);
    const r = await t.call('/VERace/SOTrade/PlaceSOOrder', {
      security: call.code,
      market: call.market,
      side: 1,
      effect: 'open',
      orderQty: 1,
      price: q.asks[4]?.price ?? q.last,
    });
    expect(r).toMatchObject({ isOK: true });
    await t.step(2);
    await scenario({ kind: 'gap', security: '000300', market: 'SSE', pct: 10 });
    const jump = await scenario({ kind: 'expiryJump', security: call.code, market: call.market });
    expect(jump).toMatchObject({ targetDate: expiry, status: 'done' });
    expect(t.mkt.clock.read().tradingDate).toBe(expiry);
    await t.nextDay();
    await t.svc.core.flush();
    const rows = await t.s.ctx.db.query<{ amount: string }>(
      `SELECT amount FROM trading_reports WHERE code = $1 AND exec_type = 123`,
      [call.code],
    );
    expect(rows.length).toBe(1);
    expect(Number(rows[0]?.amount)).toBeGreaterThan(0);
    // The student sees it in 历史成交: booked at the rollover, it is the expiry day's record, not
    // among the next day's 当日成交.
    const his = await t.call('/VERace/SOQuery/QueryHisRptList', {
      kind: 'index',
      fromDate: expiry,
      toDate: expiry,
    });
    expect(his.data.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          security: call.code,
          actionName: '到期交割',
          tradingDate: expiry,
        }),
      ]),
    );
    const dayList = await t.call('/VERace/SOQuery/QueryCurRptList', { kind: 'index' });
    expect(dayList.data.list.some((r: any) => r.execType === 123)).toBe(false);
    const bad = await t.call('/VERace/SOQuery/QueryHisRptList', {
      kind: 'index',
      fromDate: expiry,
      toDate: '2000-01-01',
    });
    expect(bad.isOK).toBe(false);
  });

  it('a drop takes a credit account below 130 % and it is liquidated (122)', async () => {
    const price = quote('600036.SSE').limitUp as number;
    const buy = async (effect: string) => {
      const max = await t.call('/VERace/MarginQuery/QueryMaxCreditVolume', {
        security: '600036',
        market: 'SSE',
        effect,
        price,
      });
      // A financing buy is bounded by the margin its collateral gives (保证金可用余额).
      const room =
        effect === 'financeBuy' ? ((await asset()).marginAvailable * 0.95) / price : Infinity;
      const qty = Math.floor(Math.min(max.data.maxVolume, room) / 100) * 100;
      expect(qty).toBeGreaterThan(0);
      const r = await t.call('/VERace/MarginTrade/PlaceCreditOrder', {
        security: '600036',
        market: 'SSE',
        effect,
        orderQty: qty,
        price,
      });
      expect(r.isOK).toBe(true);
      // A limit at the day's top crosses every ask; the fills come with the market's volume.
      for (let i = 0; i < 200 && (await working()) > 0; i += 1) await t.step(1);
      expect(await working()).toBe(0);
    };
    const working = async () =>
      (await t.call('/VERace/MarginQuery/QueryCurOrdList', { isCanCancel: true })).data.total;
    const asset = async () => (await t.call('/VERace/MarginQuery/QueryCreditAsset')).data;
    // The engine holds the financing's margin in cash (保证金), so the financing comes first and
    // the cash left buys collateral.
    await buy('financeBuy');
    await buy('collateralBuy');
    const before = await asset();
    expect(before.financeDebt).toBeGreaterThan(0);
    expect(before.maintenanceRatio).toBeGreaterThan(130);
    const from = t.mkt.clock.read().tradingDate;
    const made = await scenario({ kind: 'gap', security: '600036', market: 'SSE', pct: -90 });
    expect(made).toMatchObject({ status: 'scheduled', kindName: '跳空缺口' });
    const forced = async () =>
      (
        await t.call('/VERace/MarginQuery/QueryCurRptList', {
          fromDate: from,
          toDate: '2099-12-31',
        })
      ).data.filter((f: any) => f.execType === 122);
    // Each day end: the settlement sees the next open (limit down again) and the ratio.
    const days = await rollUntil(async () => (await forced()).length > 0, 14);
    const after = await asset();
    expect((await forced())[0]).toMatchObject({ security: '600036' });
    // What the sale did not cover stays owed; the contract no longer holds shares.
    expect(after.financeDebt).toBeLessThan(before.financeDebt);
    // The line is 130 %: the drop took several limit-down days to reach it, not one.
    expect(days).toBeGreaterThan(1);
  });

  it('a limit-down day takes a full futures account below its margin and it is force-closed', async () => {
    const q = quote('cu2701.SHFE');
    const max = await t.call('/VERace/FuturesQuery/QueryMaxOpenVolume', {
      security: 'cu2701',
      market: 'SHFE',
      side: 1,
      price: q.limitUp,
    });
    const lots = max.data.maxVolume as number;
    expect(lots).toBeGreaterThan(0);
    const r = await t.call('/VERace/FuturesTrade/PlaceFuturesOrder', {
      security: 'cu2701',
      market: 'SHFE',
      side: 1,
      effect: 'open',
      orderQty: lots,
      price: q.limitUp,
    });
    expect(r.isOK).toBe(true);
    const held = async () =>
      (
        (await t.call('/VERace/FuturesQuery/QueryAssetPosition', { kind: 'commodity' }))
          .data as any[]
      )
        .filter((p) => p.security === 'cu2701')
        .reduce((n, p) => n + p.qty, 0);
    for (let i = 0; i < 100 && (await held()) < lots; i += 1) await t.step(1);
    expect(await held()).toBe(lots);
    await scenario({ kind: 'limitRun', security: 'cu2701', market: 'SHFE', pct: -1, days: 2 });
    await rollUntil(async () => (await held()) < lots, 3);
    await t.svc.core.flush();
    const statement = await t.s.ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM trading_reports WHERE code = 'cu2701' AND exec_type = 122`,
    );
    expect(statement[0]?.n).toBeGreaterThan(0);
  });

  it('a gap on the pair stops a forex margin account out (强制平仓)', async () => {
    await addUser(t.s.ctx, { userName: 'sysadmin', role: 'admin' });
    await addUser(t.s.ctx, { userName: 'student01' });
    const matchId = Number(await seedForexMarginDemo(t.s.ctx.db, new Date()));
    await openForexMarginDemoAccounts(t.s.ctx.db, t.svc, matchId);
    const auth = await signIn(t.s.app, 'student01');
    const call = (url: string, p: Record<string, unknown> = {}) =>
      t.call(url, { matchID: matchId, ...p }, auth);
    // A fresh day: the limit orders below work all day.
    await t.nextDay();
    // At 1:10 (the contest's setting) 80 % of the free margin on AUDUSD longs: a 10 % gap takes
    // the margin level to about 25 %, under the 50 % stop-out and with equity left (at 1:100 any
    // gap past 1 % leaves the account below zero at the day end).
    await new AccountsRepository(t.s.ctx.db).saveSettings(matchId, {
      ...FOREX_MARGIN_DEMO.settings,
      forex: { ...(FOREX_MARGIN_DEMO.settings?.forex as object), leverage: 10 },
    });
    t.svc.core.reloadSettings(matchId);
    const a = (await call('/VERace/ForexQuery/QueryForexAccounts')).data;
    const unitCny = quote('AUDUSD.FX').last * quote('USDCNH.FX').last;
    const units = Math.floor((a.margin.freeMargin * 0.8 * 10) / unitCny / 1000) * 1000;
    for (let left = units; left > 0; left -= 1_000_000) {
      const placed = await call('/VERace/ForexTrade/PlaceForexOrder', {
        security: 'AUDUSD',
        side: 1,
        orderQty: Math.min(left, 1_000_000),
        openClose: 1,
        // A limit above the ask: it stays working until the market's volume fills it all.
        price: Number((quote('AUDUSD.FX').last * 1.05).toFixed(5)),
      });
      expect(placed).toMatchObject({ isOK: true });
    }
    const held = async () =>
      ((await call('/VERace/ForexQuery/QueryForexAccounts')).data.marginPositions as any[]).reduce(
        (n, p) => n + p.qty,
        0,
      );
    for (let i = 0; i < 300 && (await held()) < units; i += 1) await t.step(1);
    expect(await held()).toBe(units);
    await t.step(2);
    const open = async () =>
      ((await call('/VERace/ForexQuery/QueryForexAccounts')).data.marginPositions as any[]).length;
    expect(await open()).toBe(1);
    await scenario({ kind: 'gap', security: 'AUDUSD', market: 'FX', pct: -10 });
    await rollUntil(async () => (await open()) === 0, 2);
    const records = (await call('/VERace/ForexQuery/QueryForexMarginRecords')).data.list as any[];
    expect(records.some((r) => r.recordName === '强制平仓' && r.security === 'AUDUSD')).toBe(true);
  });
});
