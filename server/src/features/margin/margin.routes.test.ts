import { TEST_DB_KINDS } from '../../db/test-db';
import { buildUniverse, type TradingCalendar } from '../../domain/market';
import { startTradingServer } from '../trading/trading-test-kit';

/** 600519 and 600036 (on the default eligible list) and 600000 (not on it). */
const marginUniverse = (asOf: string, cal: TradingCalendar) =>
  buildUniverse(asOf, cal).filter(
    (s) => s.market === 'SSE' && ['600519', '600036', '600000', '000300'].includes(s.code),
  );

describe.each(TEST_DB_KINDS)('margin calls on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTradingServer>>;
  beforeAll(async () => {
    t = await startTradingServer(kind, marginUniverse);
  }, 60_000);
  afterAll(() => t.s.close());
  beforeEach(() => t.s.clock.advance(5_000));

  const quote = (code: string) => {
    const q = t.svc.core.market.quote(`${code}.SSE`);
    if (!q) throw new Error('no quote');
    return q;
  };
  const order = (p: Record<string, unknown>) => t.call('/VERace/MarginTrade/PlaceCreditOrder', p);
  const asset = async () => (await t.call('/VERace/MarginQuery/QueryCreditAsset')).data;

  it('financing buy opens a debt; sell to repay clears it next day; fills carry the order kind', async () => {
    const q = quote('600036');
    const ask = q.asks[4]?.price ?? q.last;
    const max = await t.call('/VERace/MarginQuery/QueryMaxCreditVolume', {
      security: '600036',
      market: 'SSE',
      effect: 'financeBuy',
      price: ask,
    });
    expect(max.data.maxVolume).toBeGreaterThanOrEqual(100);
    const res = await order({
      security: '600036',
      market: 'SSE',
      effect: 'financeBuy',
      orderQty: 100,
      price: ask,
    });
    expect(res.data).toMatchObject({ status: 2, effect: 'financeBuy', effectName: '融资买入' });
    const a = await asset();
    expect(a.financeDebt).toBeGreaterThan(0);
    expect(a.maintenanceRatio).toBeGreaterThan(150);
    expect(a.status).toBe('正常');
    const contracts = (await t.call('/VERace/MarginQuery/QueryCreditContracts')).data;
    expect(contracts[0]).toMatchObject({ security: '600036', contractName: '融资', qty: 100 });
    // T+1: the financed shares are not sellable today.
    const early = await order({
      security: '600036',
      market: 'SSE',
      effect: 'sellRepay',
      orderQty: 100,
      price: q.bids[4]?.price,
    });
    expect(early.retCode).toBe(60005);
    await t.nextDay();
    const q2 = quote('600036');
    const repay = await order({
      security: '600036',
      market: 'SSE',
      effect: 'sellRepay',
      orderQty: 100,
      price: q2.bids[4]?.price ?? q2.last,
    });
    expect(repay.data).toMatchObject({ status: 2, effectName: '卖券还款' });
    const after = await asset();
    expect(after.financeDebt).toBe(0);
    expect(after.maintenanceRatio).toBeNull();
    await t.step();
    const fills = (await t.call('/VERace/MarginQuery/QueryCurRptList')).data;
    expect(fills[0]).toMatchObject({ security: '600036', effectName: '卖券还款' });
  });

  it('refuses a financing buy of a non-eligible security, a short below the last price, bad kinds', async () => {
    const ne = await order({
      security: '000300',
      market: 'SSE',
      effect: 'financeBuy',
      orderQty: 100,
      price: 10,
    });
    expect(ne.retCode).toBe(60010);
    const q = quote('600519');
    const low = await order({
      security: '600519',
      market: 'SSE',
      effect: 'shortSell',
      orderQty: 100,
      price: q.bids[2]?.price,
    });
    expect(low.retCode).toBe(60003);
    const bad = await order({ security: '600519', effect: 'lend', orderQty: 100, price: q.last });
    expect(bad.retCode).toBe(60011);
    const list = (await t.call('/VERace/MarginQuery/QueryEligibleList')).data;
    expect(list.map((r: { security: string }) => r.security)).toEqual(['600519', '600036']);
  });
});
