import { TEST_DB_KINDS } from '../../db/test-db';
import { buildUniverse, type TradingCalendar } from '../../domain/market';
import { startTradingServer } from '../trading/trading-test-kit';

const hkUniverse = (asOf: string, cal: TradingCalendar) =>
  buildUniverse(asOf, cal).filter((s) => s.market === 'HKEX' && s.code === '00700');

describe.each(TEST_DB_KINDS.slice(0, 1))('HK connect through the stock calls on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTradingServer>>;
  beforeAll(async () => {
    t = await startTradingServer(kind, hkUniverse);
  }, 60_000);
  afterAll(() => t.s.close());
  beforeEach(() => t.s.clock.advance(5_000));

  it('answers the contest reference rate, fees and spread table', async () => {
    const r = await t.call('/VERace/HKQuery/GetHKTradeRules');
    expect(r.data).toMatchObject({
      settlementCurrency: 'CNY',
      referenceRate: { buy: 0.9408, sell: 0.8868 },
      fees: { stampDuty: 0.001 },
    });
    expect(r.data.spreadTable).toContainEqual({ below: 500, tick: 0.2 });
  });

  it('buys one board lot of 00700: CNY cash falls by amount × ask reference + fees', async () => {
    const q = t.svc.core.market.quote('00700.HKEX');
    if (!q) throw new Error('no quote');
    const ask = q.asks[0]?.price ?? q.last;
    const odd = await t.call('/VERace/StockTrade/PlaceStkOrder', {
      security: '00700',
      market: 'HKEX',
      side: 1,
      bizAction: 0,
      orderQty: 50,
      price: ask,
    });
    expect(odd.retCode).toBe(60002);
    const max = await t.call('/TradeGW/Query/QueryMaxBuyVolume', {
      security: '00700',
      market: 'HKEX',
      price: ask,
    });
    const maxVolume = typeof max.data === 'number' ? max.data : max.data.maxVolume;
    expect(maxVolume % 100).toBe(0);
    const before = (await t.call('/VERace/StockQuery/QueryUserAssets')).data;
    const placed = await t.call('/VERace/StockTrade/PlaceStkOrder', {
      security: '00700',
      market: 'HKEX',
      side: 1,
      bizAction: 0,
      orderQty: 100,
      price: ask,
    });
    expect(placed.isOK).toBe(true);
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
});
