import { TEST_DB_KINDS } from '../../db/test-db';
import { buildUniverse, type TradingCalendar } from '../../domain/market';
import { addUser } from '../../http/test-app';
import { startTradingServer } from '../trading/trading-test-kit';
import { openForexDemoAccounts } from './forex-demo';

const fxUniverse = (asOf: string, cal: TradingCalendar) =>
  buildUniverse(asOf, cal).filter((s) => s.market === 'FX' || s.code === '600519');

describe.each(TEST_DB_KINDS)('forex spot trading on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTradingServer>>;
  beforeAll(async () => {
    t = await startTradingServer(kind, fxUniverse);
  }, 60_000);
  afterAll(() => t.s.close());
  beforeEach(() => t.s.clock.advance(5_000));

  const accounts = async () => (await t.call('/VERace/ForexQuery/QueryForexAccounts')).data;
  const ccy = (data: { currencies: { currency: string }[] }, c: string) =>
    data.currencies.find((x) => x.currency === c) as
      { balance: number; available: number; cnyValue: number } | undefined;

  it('opens the forex contest 658 on first use with its CNY and its USD, once', async () => {
    const a = await accounts();
    expect(a.matchID).toBe(658);
    expect(ccy(a, 'CNY')?.balance).toBe(1_000_000);
    expect(ccy(a, 'USD')?.balance).toBe(100_000);
    const again = await accounts();
    expect(ccy(again, 'USD')?.balance).toBe(100_000);
    expect(again.assets.totalAssets).toBeGreaterThan(1_500_000);
  });

  it('buys USD with CNY at the ask and sells it back at the bid (T+0)', async () => {
    const before = await accounts();
    const q = t.svc.core.market.quote('USDCNH.FX');
    if (!q) throw new Error('no quote');
    const ask = q.asks[0]?.price ?? q.last;
    const placed = await t.call('/VERace/ForexTrade/PlaceForexOrder', {
      security: 'USDCNH',
      side: 1,
      orderQty: 1000,
      bizAction: 1,
    });
    expect(placed.isOK).toBe(true);
    await t.step(2);
    const mid = await accounts();
    expect(ccy(mid, 'USD')?.balance).toBe(101_000);
    const spent = ccy(before, 'CNY')!.balance - ccy(mid, 'CNY')!.balance;
    expect(spent).toBeGreaterThan(1000 * ask * 0.99);
    expect(spent).toBeLessThan(1000 * ask * 1.01);
    const fills = (
      await t.call('/VERace/StockQuery/QueryStkCurRptList', {
        securityType: 13,
        assetAccount: mid.assetAccount,
      })
    ).data;
    expect((fills.list ?? fills)[0]).toMatchObject({ security: 'USDCNH', qty: 1000 });
    const sold = await t.call('/VERace/ForexTrade/PlaceForexOrder', {
      security: 'USDCNH',
      side: 2,
      orderQty: 1000,
      bizAction: 1,
    });
    expect(sold.isOK).toBe(true);
    await t.step(2);
    expect(ccy(await accounts(), 'USD')?.balance).toBe(100_000);
  });

  it('refuses bad requests and writes nothing', async () => {
    const before = await accounts();
    const bad = [
      [{ security: 'US;DCN', side: 1, orderQty: 1000, price: 7 }, 60001],
      [{ security: 'USDCNH', side: 1, orderQty: 1500, price: 7.2 }, 60002],
      [{ security: 'USDCNH', side: 2, orderQty: 1_000_000, bizAction: 1 }, 60005],
      [{ security: 'USDCNH', side: 1, orderQty: 1000, price: 7.123456 }, 60003],
    ] as const;
    for (const [params, code] of bad)
      expect((await t.call('/VERace/ForexTrade/PlaceForexOrder', params)).retCode).toBe(code);
    for (const params of [
      { security: 'USDCNH', side: 1, orderQty: -1000, price: 7 },
      { security: 'USDCNH', side: 1, orderQty: 1000, price: Number.MAX_VALUE },
      { security: 'USD\u0000NH', side: 1, orderQty: 1000, price: 7 },
    ])
      expect((await t.call('/VERace/ForexTrade/PlaceForexOrder', params)).isOK).toBe(false);
    const after = await accounts();
    expect(ccy(after, 'CNY')?.balance).toBe(ccy(before, 'CNY')?.balance);
    expect(ccy(after, 'USD')?.balance).toBe(ccy(before, 'USD')?.balance);
  });

  it('cancels a resting order and releases its CNY', async () => {
    const q = t.svc.core.market.quote('EURUSD.FX');
    if (!q) throw new Error('no quote');
    const low = Number((q.last * 0.9).toFixed(5));
    const before = ccy(await accounts(), 'CNY')!.available;
    const placed = await t.call('/VERace/ForexTrade/PlaceForexOrder', {
      security: 'EURUSD',
      side: 1,
      orderQty: 2000,
      price: low,
    });
    expect(placed.isOK).toBe(true);
    expect(ccy(await accounts(), 'CNY')!.available).toBeLessThan(before);
    const cancelled = await t.call('/VERace/ForexTrade/CancelForexOrder', {
      orderId: placed.data.orderId,
    });
    expect(cancelled.isOK).toBe(true);
    expect(ccy(await accounts(), 'CNY')!.available).toBe(before);
  });

  it('answers the trade rules per pair from the master and the rule table', async () => {
    const rules = (await t.call('/VERace/ForexQuery/GetForexTradeRules')).data as {
      symbol: string;
    }[];
    const of = (sym: string) => rules.find((r) => r.symbol === sym);
    expect(of('USDJPY')).toMatchObject({
      baseCurrency: 'USD',
      quoteCurrency: 'JPY',
      qtyStep: 1000,
      tick: 0.001,
      decimals: 3,
      pip: 0.01,
      quoteCnyRate: 0.04794,
    });
    expect(of('EURUSD')).toMatchObject({ decimals: 5, pip: 0.0001, spreadPips: 0.8 });
    const swap = (await t.call('/VERace/ForexQuery/GetForexInterestInfo')).data;
    expect(swap.length).toBe(rules.length);
  });

  it('opens the demo students in contest 658 with their CNY and USD, once', async () => {
    await addUser(t.s.ctx, { userName: 'student01' });
    expect(await openForexDemoAccounts(t.s.ctx.db, t.svc)).toBe(1);
    expect(await openForexDemoAccounts(t.s.ctx.db, t.svc)).toBe(1);
    await t.svc.idle();
    const rows = await t.s.ctx.db.query<{ qty: string; initial_cash: string }>(
      `SELECT p.qty::text, a.initial_cash::text FROM trading_accounts a
       JOIN users u ON u.id = a.user_id AND u.user_name = 'student01'
       JOIN trading_positions p ON p.account_id = a.account_id AND p.code = 'USDCNH'
       WHERE a.match_id = 658`,
    );
    expect(rows.map((r) => [Number(r.qty), Number(r.initial_cash)])).toEqual([
      [100_000, 1_000_000_000],
    ]);
  });
});
