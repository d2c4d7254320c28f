import { TEST_DB_KINDS } from '../../db/test-db';
import { buildUniverse, type TradingCalendar } from '../../domain/market';
import { addUser, signIn } from '../../http/test-app';
import { swapDays } from '../../domain/forex';
import { AccountsRepository } from '../trading';
import { startTradingServer } from '../trading/trading-test-kit';
import {
  FOREX_MARGIN_DEMO,
  openForexMarginDemoAccounts,
  seedForexMarginDemo,
} from './forex-margin-demo';

const fxUniverse = (asOf: string, cal: TradingCalendar) =>
  buildUniverse(asOf, cal).filter((s) => s.market === 'FX');

/* eslint-disable @typescript-eslint/no-explicit-any */
describe.each(TEST_DB_KINDS)('forex margin mode (虚盘) on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTradingServer>>;
  let call: (url: string, p?: Record<string, unknown>) => Promise<any>;
  let matchId = 0;
  beforeAll(async () => {
    t = await startTradingServer(kind, fxUniverse);
    await addUser(t.s.ctx, { userName: 'sysadmin', role: 'admin' });
    await addUser(t.s.ctx, { userName: 'student01' });
    matchId = Number(await seedForexMarginDemo(t.s.ctx.db, new Date()));
    expect(await openForexMarginDemoAccounts(t.s.ctx.db, t.svc, matchId)).toBe(1);
    expect(await openForexMarginDemoAccounts(t.s.ctx.db, t.svc, matchId)).toBe(1);
    const auth = await signIn(t.s.app, 'student01');
    call = (url, p = {}) => t.call(url, { matchID: matchId, ...p }, auth);
  }, 60_000);
  afterAll(() => t.s.close(), 30_000);
  beforeEach(() => t.s.clock.advance(5_000));

  const accounts = async () => (await call('/VERace/ForexQuery/QueryForexAccounts')).data;
  const order = (p: Record<string, unknown>) =>
    call('/VERace/ForexTrade/PlaceForexOrder', { bizAction: 1, ...p });
  const settings = async (forex: Record<string, unknown>) => {
    await new AccountsRepository(t.s.ctx.db).saveSettings(matchId, {
      ...FOREX_MARGIN_DEMO.settings,
      forex: { ...(FOREX_MARGIN_DEMO.settings?.forex as object), ...forex },
    });
    t.svc.core.reloadSettings(matchId);
  };
  const position = (a: any, code: string, side: string) =>
    a.marginPositions.find((p: any) => p.security === code && p.posSide === side);

  it('opens the demo margin contest with its CNY and its HKD (held as HKDCNH), once', async () => {
    const a = await accounts();
    expect(a.matchID).toBe(matchId);
    const ccy = (c: string) => a.currencies.find((x: any) => x.currency === c);
    expect(ccy('CNY').balance).toBe(1_000_000);
    expect(ccy('HKD').balance).toBe(100_000);
    expect(ccy('HKD').cnyValue).toBeGreaterThan(80_000);
    expect(a.margin).toMatchObject({
      enabled: true,
      leverage: 100,
      usedMargin: 0,
      marginLevel: null,
    });
  });

  it('opens a long with 1% margin, shows it with its floating P&L, and closes it', async () => {
    const before = await accounts();
    const placed = await order({ security: 'EURUSD', side: 1, orderQty: 10_000, openClose: 1 });
    expect(placed.isOK).toBe(true);
    expect(placed.data).toMatchObject({ effect: 'open', sideName: '买入' });
    await t.step(2);
    const a = await accounts();
    const p = position(a, 'EURUSD', 'L');
    expect(p).toMatchObject({ posSideName: '多', qty: 10_000, decimals: 5 });
    // 10 000 EUR at ~1.085 USD at ~7.2 CNY: ~781 CNY of margin
    expect(p.usedMargin).toBeGreaterThan(700);
    expect(p.usedMargin).toBeLessThan(900);
    expect(a.margin.usedMargin).toBe(p.usedMargin);
    expect(a.margin.marginLevel).toBeGreaterThan(1000);
    expect(a.margin.warning).toBe(false);
    const spent = before.assets.availableCash - a.assets.availableCash;
    expect(spent).toBeCloseTo(p.usedMargin + p.usedMargin * 100 * 0.0001, 1);
    // A margin position is not a currency balance, nor a spot holding.
    expect(a.currencies.map((c: any) => c.currency)).toEqual(['CNY', 'HKD']);
    expect(a.positions.every((x: any) => x.security !== 'EURUSD')).toBe(true);
    const closed = await order({ security: 'EURUSD', side: 2, orderQty: 10_000, openClose: 2 });
    expect(closed.isOK).toBe(true);
    await t.step(2);
    const after = await accounts();
    expect(position(after, 'EURUSD', 'L')).toBeUndefined();
    expect(after.margin.usedMargin).toBe(0);
  });

  it('answers the swap table the rollover books from, and the live CNY rates of quote currencies', async () => {
    const swap = (await call('/VERace/ForexQuery/GetForexInterestInfo')).data;
    expect(swap.find((r: any) => r.symbol === 'EURUSD')).toEqual({
      symbol: 'EURUSD',
      longRate: -2.25,
      shortRate: 1.75,
    });
    const rules = (await call('/VERace/ForexQuery/GetForexTradeRules')).data;
    const usd = t.svc.core.market.quote('USDCNH.FX')?.last as number;
    const eurusd = rules.find((r: any) => r.symbol === 'EURUSD');
    expect(eurusd.liveQuoteCnyRate).toBeCloseTo(usd, 5);
    expect(rules.find((r: any) => r.symbol === 'HKDCNH')).toMatchObject({ liveQuoteCnyRate: 1 });
  });

  it('shorts a pair (sell to open, buy to close)', async () => {
    expect((await order({ security: 'USDJPY', side: 2, orderQty: 3000, openClose: 1 })).isOK).toBe(
      true,
    );
    await t.step(2);
    expect(position(await accounts(), 'USDJPY', 'S')).toMatchObject({
      posSideName: '空',
      qty: 3000,
      decimals: 3,
    });
    expect((await order({ security: 'USDJPY', side: 1, orderQty: 3000, openClose: 2 })).isOK).toBe(
      true,
    );
    await t.step(2);
    expect(position(await accounts(), 'USDJPY', 'S')).toBeUndefined();
  });

  it('refuses: 60022 beyond the free margin, 60005 closing what is not held, 60010 in a spot contest; writes nothing', async () => {
    await settings({ leverage: 1 });
    const before = await accounts();
    const big = await order({ security: 'EURUSD', side: 1, orderQty: 1_000_000, openClose: 1 });
    expect(big.retCode).toBe(60022);
    const none = await order({ security: 'GBPUSD', side: 2, orderQty: 1000, openClose: 2 });
    expect(none.retCode).toBe(60005);
    const bad = await order({ security: 'EURUSD', side: 1, orderQty: 1000, openClose: 3 });
    expect(bad.isOK).toBe(false);
    const spot = await t.call('/VERace/ForexTrade/PlaceForexOrder', {
      security: 'EURUSD',
      side: 1,
      orderQty: 1000,
      bizAction: 1,
      openClose: 1,
    });
    expect(spot.retCode).toBe(60010);
    const after = await accounts();
    expect(after.assets.availableCash).toBe(before.assets.availableCash);
    expect(after.marginPositions).toEqual([]);
  });

  it('books the swap at the rollover and stops the account out below its level (强制平仓)', async () => {
    // At 1:1 every EUR holds its whole CNY value as margin: a margin level of a few hundred %
    // (the market order fills as far as the interval's volume cap lets it).
    await settings({ leverage: 1 });
    expect(
      (await order({ security: 'EURUSD', side: 1, orderQty: 100_000, openClose: 1 })).isOK,
    ).toBe(true);
    await t.step(2);
    const open = await accounts();
    expect(open.margin.marginLevel).toBeGreaterThan(100);
    expect(open.margin.marginLevel).toBeLessThan(980);
    const level = Math.ceil(open.margin.marginLevel) + 10;
    await settings({ leverage: 1, marginCallLevel: level, stopOutLevel: level });
    expect((await accounts()).margin).toMatchObject({ warning: true, stopOut: true });
    await t.nextDay();
    const after = await accounts();
    expect(after.marginPositions).toEqual([]);
    expect(after.margin.usedMargin).toBe(0);
    const records = (await call('/VERace/ForexQuery/QueryForexMarginRecords')).data.list;
    const names = records.map((r: any) => r.recordName);
    expect(names).toContain('隔夜利息');
    expect(names).toContain('强制平仓');
    const forced = records.find((r: any) => r.execType === 122);
    expect(forced).toMatchObject({
      security: 'EURUSD',
      qty: position(open, 'EURUSD', 'L').qty,
      sideName: '卖出',
    });
    const swap = records.find((r: any) => r.execType === 121);
    // Long EURUSD pays (2.5 − 4.5 − 0.25)% a year of its CNY value (at 1:1, about its margin).
    // Per rollover day: a Wednesday's rollover books 3 (FX convention, swapDays).
    const days = swapDays(swap.tradingDate, t.svc.core.market.now().tradingDate);
    const due = (position(open, 'EURUSD', 'L').usedMargin * 2.25 * days) / 100 / 360;
    expect(swap.realisedPL).toBeLessThan(-due * 0.9);
    expect(swap.realisedPL).toBeGreaterThan(-due * 1.1);
  });

  it('answers the ticket the margin an open freezes, by the order path rule (issue 30)', async () => {
    const cny = async () =>
      (await accounts()).currencies.find((x: any) => x.currency === 'CNY').frozen as number;
    const before = await cny();
    const price = 0.9; // far below EURUSD: the order rests with its freeze
    const need = await call('/VERace/ForexQuery/QueryForexOpenMargin', {
      security: 'EURUSD',
      price,
      qty: 3000,
    });
    expect(need.isOK).toBe(true);
    const placed = await order({
      security: 'EURUSD',
      side: 1,
      orderQty: 3000,
      price,
      bizAction: 0,
      openClose: 1,
    });
    expect(placed.isOK).toBe(true);
    expect((await cny()) - before).toBeCloseTo(need.data.frozen, 2);
    expect(need.data.frozen).toBeCloseTo(need.data.margin + need.data.commission, 2);
    await call('/VERace/ForexTrade/CancelForexOrder', { orderId: placed.data.orderId });
    const bad = await call('/VERace/ForexQuery/QueryForexOpenMargin', {
      security: '600519',
      price,
      qty: 3000,
    });
    expect(bad.isOK).toBe(false);
  });
});
