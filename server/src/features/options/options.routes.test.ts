import { TEST_DB_KINDS } from '../../db/test-db';
import { buildUniverse, type TradingCalendar } from '../../domain/market';
import { startTradingServer } from '../trading/trading-test-kit';

/** 510050 and its options, 000300 and the IO options. */
const optionsUniverse = (asOf: string, cal: TradingCalendar) =>
  buildUniverse(asOf, cal).filter(
    (s) =>
      (s.code === '510050' && s.market === 'SSE') ||
      (s.code === '000300' && s.market === 'SSE') ||
      ['510050', '000300'].includes((s.board === 'option' && s.derivative?.underlying) || ''),
  );

describe.each(TEST_DB_KINDS)('options calls on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTradingServer>>;
  beforeAll(async () => {
    t = await startTradingServer(kind, optionsUniverse);
  }, 60_000);
  afterAll(() => t.s.close());
  beforeEach(() => t.s.clock.advance(5_000));

  type Param = { symbol: string; market: string; optionType: string; strike: number };
  const params = async (k: string): Promise<Param[]> =>
    (await t.call('/VERace/TradeParam/GetSOTradeParam', { kind: k })).data;
  const ask = (p: Param) => t.svc.core.market.quote(`${p.symbol}.${p.market}`)?.asks[0]?.price;

  it('answers trade parameters from the contract data, per product', async () => {
    const etf = await params('etf');
    expect(etf.length).toBeGreaterThan(0);
    expect(etf[0]).toMatchObject({ unit: 10000, exerciseType: 'E', settlement: 'physical' });
    const idx = await params('index');
    expect(idx[0]).toMatchObject({ unit: 100, settlement: 'cash', feePerContract: 15 });
    expect((idx[0] as unknown as { marginPerContract: number }).marginPerContract).toBeGreaterThan(
      0,
    );
    // Quotes carry the implied volatility and the Greeks from the pricing model.
    const quotes = (await t.call('/VERace/SOQuery/GetSOSecurityCurInfo', { underlying: '510050' }))
      .data as Array<{ optionType: string; iv: number | null; delta: number | null }>;
    const priced = quotes.filter((q) => q.iv !== null);
    expect(priced.length).toBeGreaterThan(0);
    for (const q of priced) {
      expect(q.iv).toBeGreaterThan(0);
      expect(Math.abs(q.delta ?? 2)).toBeLessThanOrEqual(1);
      expect(Math.sign(q.delta ?? 0)).toBe(q.optionType === 'C' ? 1 : -1);
    }
    // The market center lists each product's own contracts (plates 16 个股期权, 17 股指期权).
    for (const [plate, prefix] of [
      [16, '1000'],
      [17, 'IO'],
    ] as const) {
      const got = await t.s.app.inject({ method: 'GET', url: `/static/security/plate/${plate}` });
      const codes = got.json().data.list.map((h: { symbol: string }) => h.symbol);
      expect(codes.length).toBeGreaterThan(0);
      expect(codes.every((c: string) => c.startsWith(prefix))).toBe(true);
    }
    const file = await t.s.app.inject({
      method: 'GET',
      url: '/VERace/TradeParam/ExportSOTradeParam?kind=etf',
    });
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });

  it('buys open a 510050 call (premium paid, position L), sells it close (P&L realised)', async () => {
    const call = (await params('etf')).find((p) => p.optionType === 'C') as Param;
    const price = ask(call) as number;
    const placed = await t.call('/VERace/SOTrade/PlaceSOOrder', {
      security: call.symbol,
      market: call.market,
      side: 1,
      effect: 'open',
      orderQty: 1,
      price,
    });
    expect(placed).toMatchObject({ isOK: true });
    expect(placed.data).toMatchObject({ actionName: '买入开仓', posSide: 'L' });
    await t.step(3);
    const pos = (await t.call('/VERace/SOQuery/QueryAssetPosition', { kind: 'etf' })).data;
    expect(pos).toEqual([
      expect.objectContaining({
        security: call.symbol,
        posSide: 'L',
        posSideName: '权利仓',
        qty: 1,
      }),
    ]);
    const bid = t.svc.core.market.quote(`${call.symbol}.${call.market}`)?.bids[0]?.price as number;
    const sold = await t.call('/VERace/SOTrade/PlaceSOOrder', {
      security: call.symbol,
      market: call.market,
      side: 2,
      effect: 'close',
      orderQty: 1,
      price: bid,
    });
    expect(sold.data).toMatchObject({ actionName: '卖出平仓' });
    await t.step(3);
    const fills = (await t.call('/VERace/SOQuery/QueryCurRptList', { kind: 'etf' })).data;
    expect(fills.list.map((r: { actionName: string }) => r.actionName).sort()).toEqual([
      '买入开仓',
      '卖出平仓',
    ]);
    const closeFill = fills.list.find((r: { actionName: string }) => r.actionName === '卖出平仓');
    expect(closeFill.realised).toBeCloseTo((closeFill.price - fills.list[1].price) * 10000, 2);
    const orders = (await t.call('/VERace/SOQuery/QueryCurOrdList', { kind: 'etf' })).data;
    expect(orders.total).toBe(2);
  });

  it('sells open an index call against margin; 60022 when the margin is short', async () => {
    const io = (await params('index')).find((p) => p.optionType === 'C') as Param;
    const bid = t.svc.core.market.quote(`${io.symbol}.${io.market}`)?.bids[0]?.price as number;
    const max = await t.call('/VERace/SOQuery/QueryMaxOpenVolume', {
      security: io.symbol,
      market: io.market,
      side: 2,
      price: bid,
    });
    expect(max.data.marginPerContract).toBeGreaterThan(bid * 100);
    const n = Math.min(max.data.maxVolume + 1, 20);
    const big = await t.call('/VERace/SOTrade/PlaceSOOrder', {
      security: io.symbol,
      market: io.market,
      side: 2,
      effect: 0,
      orderQty: n,
      price: bid,
    });
    if (max.data.maxVolume < 20) expect(big.retCode).toBe(60022);
    const one = await t.call('/VERace/SOTrade/PlaceSOOrder', {
      security: io.symbol,
      market: io.market,
      side: 2,
      effect: 0,
      orderQty: 1,
      price: bid,
    });
    expect(one.data).toMatchObject({ actionName: '卖出开仓', posSide: 'S' });
    await t.step(3);
    const cap = (await t.call('/VERace/SOQuery/QueryAssetCapital')).data;
    expect(cap.margin).toBeGreaterThan(0);
    // One total (issue 34 item 5): the section's capital line shows the figure the account's
    // asset summary, NAV and rankings use, an obligation (short call) included.
    const assets = (await t.call('/VERace/StockQuery/QueryUserAssets')).data;
    expect(cap.totalAssets).toBeCloseTo(assets.totalAssets, 2);
  });
});
