import { TEST_DB_KINDS } from '../../db/test-db';
import { hkRules } from '../../domain/hk';
import { buildUniverse, type TradingCalendar } from '../../domain/market';
import { rankingServiceOf } from '../rankings';
import { expectOneValuation, startTradingServer } from '../trading/trading-test-kit';

const hkUniverse = (asOf: string, cal: TradingCalendar) =>
  buildUniverse(asOf, cal).filter((s) => s.market === 'HKEX' && s.code === '00700');

describe.each(TEST_DB_KINDS)('HK sections through the stock calls on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTradingServer>>;
  beforeAll(async () => {
    t = await startTradingServer(kind, hkUniverse);
  }, 60_000);
  afterAll(() => t.s.close());
  beforeEach(() => t.s.clock.advance(5_000));

  const quote = () => {
    const q = t.svc.core.market.quote('00700.HKEX');
    if (!q) throw new Error('no quote');
    return q;
  };
  const order = (side: 1 | 2, orderQty: number, price: number, extra = {}) =>
    t.call('/VERace/StockTrade/PlaceStkOrder', {
      security: '00700',
      market: 'HKEX',
      side,
      bizAction: 0,
      orderQty,
      price,
      ...extra,
    });

  it('answers the contest reference rate, fees, spread table, sessions, VCM and T+2', async () => {
    const r = await t.call('/VERace/HKQuery/GetHKTradeRules');
    expect(r.data).toMatchObject({
      settlementCurrency: 'CNY',
      referenceRate: { buy: 0.9408, sell: 0.8868 },
      // HKEX schedule: trading fee, SFC and AFRC levies; stamp duty 0.1%; HKSCC 0.0042% (2025-06-30)
      fees: {
        stampDuty: 0.001,
        tradingFee: 0.0000565,
        sfcLevy: 0.000027,
        afrcLevy: 0.0000015,
        settlementFee: 0.000042,
      },
      sessions: { morning: '09:30:00–12:00:00', closingAuction: '16:00:00–16:10:00' },
      vcm: { pct: 0.1, coolingMinutes: 5 },
      cashSettlementDays: 2,
    });
    expect(r.data.spreadTable).toContainEqual({ below: 500, tick: 0.2 });
    const bad = await t.call('/VERace/HKQuery/GetHKTradeRules', { section: 'Forex' });
    expect(bad.isOK).toBe(false);
  });

  it('shows the HK clock, session and VCM state of a share', async () => {
    const r = await t.call('/VERace/HKQuery/GetHKStatus', { security: '00700' });
    expect(r.data).toMatchObject({ security: '00700', canOrder: true, tradingDay: true });
    expect(r.data.hkTime).toMatch(/^(09|1[0-5]):\d\d:\d\d$/);
    expect(['上午持续交易', '下午持续交易']).toContain(r.data.sessionName);
    expect(['off', 'monitoring', 'cooling']).toContain(r.data.vcm.status);
    expect((await t.call('/VERace/HKQuery/GetHKStatus', { security: 'x\u0000' })).isOK).toBe(false);
  });

  it('buys one board lot of 00700: CNY cash falls by amount × ask reference + fees', async () => {
    const ask = quote().asks[0]?.price ?? quote().last;
    expect((await order(1, 50, ask)).retCode).toBe(60002);
    const max = await t.call('/TradeGW/Query/QueryMaxBuyVolume', {
      security: '00700',
      market: 'HKEX',
      price: ask,
    });
    const maxVolume = typeof max.data === 'number' ? max.data : max.data.maxVolume;
    expect(maxVolume % 100).toBe(0);
    const before = (await t.call('/VERace/StockQuery/QueryUserAssets')).data;
    expect((await order(1, 100, ask)).isOK).toBe(true);
    await t.step(2);
    const fills = (await t.call('/VERace/StockQuery/QueryStkCurRptList')).data;
    const fill = (fills.list ?? fills)[0];
    expect(fill).toBeDefined();
    const amount = Math.round(fill.price * 100 * 0.9408 * 100) / 100;
    expect(fill.amount).toBeCloseTo(amount, 2);
    const after = (await t.call('/VERace/StockQuery/QueryUserAssets')).data;
    expect(after.positionCost).toBeCloseTo(amount, 2);
    expect(before.availableCash - after.availableCash).toBeCloseTo(amount + fill.fees, 2);
  });

  it('T+2: sale proceeds are 待交收 (frozen) until the second trading day', async () => {
    const bid = quote().bids[0]?.price ?? quote().last;
    const before = (await t.call('/VERace/HKQuery/GetHKAccount')).data;
    expect((await order(2, 100, bid)).isOK).toBe(true);
    await t.step(2);
    const sold = (await t.call('/VERace/HKQuery/GetHKAccount')).data;
    // The net proceeds are held; the sale's fees do not come out of available cash (issue 30).
    expect(sold.availableCash).toBeCloseTo(before.availableCash, 2);
    expect(sold.currencyName).toBe('CNY');
    expect(sold.unsettledCash).toBeGreaterThan(0);
    expect(sold.frozenCash).toBeCloseTo(sold.unsettledCash, 2);
    await t.nextDay();
    const t1 = (await t.call('/VERace/HKQuery/GetHKAccount')).data;
    expect(t1.unsettledCash).toBeCloseTo(sold.unsettledCash, 2);
    expect(t1.availableCash).toBeCloseTo(sold.availableCash, 2);
    await t.nextDay();
    const t2 = (await t.call('/VERace/HKQuery/GetHKAccount')).data;
    expect(t2.unsettledCash).toBe(0);
    expect(t2.availableCash).toBeCloseTo(sold.availableCash + sold.unsettledCash, 2);
  });

  it('HKMarkets trades in an HKD account when the contest gives initialHKD', async () => {
    await t.s.ctx.db.query('UPDATE matches SET initial_hkd = 800000 WHERE match_id = 139');
    const cny = (await t.call('/VERace/HKQuery/GetHKAccount', { section: 'HKStock' })).data;
    const hkd = (await t.call('/VERace/HKQuery/GetHKAccount', { section: 'HKMarkets' })).data;
    expect(cny.currencyName).toBe('CNY');
    expect(hkd).toMatchObject({ currencyName: 'HKD', availableCash: 800000 });
    expect(hkd.assetAccount).not.toBe(cny.assetAccount);
    // Opened through the trading service: its cached list of the user's accounts has it at once.
    const [me] = await t.s.ctx.db.query("SELECT id FROM users WHERE user_name = 'trader01'");
    const mine = await t.svc.accountsOf(Number(me?.id));
    expect(mine.some((a) => a.matchId === 139 && a.currency === 2)).toBe(true);
    const rules = await t.call('/VERace/HKQuery/GetHKTradeRules', { section: 'HKMarkets' });
    expect(rules.data.settlementCurrency).toBe('HKD');
    const ask = quote().asks[0]?.price ?? quote().last;
    const placed = await order(1, 100, ask, { assetAccount: hkd.assetAccount });
    expect(placed.isOK).toBe(true);
    await t.step(2);
    const after = (
      await t.call('/VERace/HKQuery/GetHKAccount', {
        section: 'HKMarkets',
        assetAccount: hkd.assetAccount,
      })
    ).data;
    const fills = (
      await t.call('/VERace/StockQuery/QueryStkCurRptList', { assetAccount: hkd.assetAccount })
    ).data;
    const fill = (fills.list ?? fills)[0];
    expect(fill.amount).toBeCloseTo(fill.price * 100, 2); // HKD, no conversion
    expect(800000 - after.availableCash).toBeCloseTo(fill.amount + fill.fees, 2);

    // After the 港股通 buy, one valuation of both accounts in CNY (issue 28 item 4): the 资产概览
    // figure (GetMyLatestRankingRN), the live board's row and the two accounts at the contest's
    // reference rate agree to the fen.
    await t.svc.idle();
    rankingServiceOf(t.s.ctx).refreshLive(139);
    const rate = hkRules(await t.svc.core.settings(139)).referenceRate.sell;
    const cnyNow = (await t.call('/VERace/HKQuery/GetHKAccount', { section: 'HKStock' })).data;
    const overview = await expectOneValuation(t, 139);
    expect(overview.TotalAssets).toBeCloseTo(cnyNow.totalAssets + after.totalAssets * rate, 1);
    await t.s.ctx.db.query('UPDATE matches SET initial_hkd = 0 WHERE match_id = 139');
  });

  it('exports HK orders, fills and transfers of a date range as .xlsx', async () => {
    const date = t.svc.core.market.now().tradingDate;
    for (const url of ['ExportHKOrders', 'ExportHKFills', 'ExportHKTransfers']) {
      const res = await t.s.app.inject({
        method: 'GET',
        url: `/VERace/HKQuery/${url}?fromDate=2026-11-01&toDate=${date}`,
        headers: t.auth,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
    const bad = await t.s.app.inject({
      method: 'GET',
      url: '/VERace/HKQuery/ExportHKOrders?fromDate=2026-11-20&toDate=2026-11-01',
      headers: t.auth,
    });
    expect(bad.json()).toMatchObject({ isOK: false, retCode: 60002 });
  });
});
