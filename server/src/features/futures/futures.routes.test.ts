import { TEST_DB_KINDS } from '../../db/test-db';
import { buildUniverse, type TradingCalendar } from '../../domain/market';
import { startTradingServer } from '../trading/trading-test-kit';

/** Index 000300 (IF's underlying) and the IF and cu contracts. */
const futuresUniverse = (asOf: string, cal: TradingCalendar) =>
  buildUniverse(asOf, cal).filter(
    (s) =>
      (s.code === '000300' && s.market === 'SSE') ||
      ['IF', 'cu'].includes(s.derivative?.futures?.product ?? ''),
  );

describe.each(TEST_DB_KINDS)('futures calls on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTradingServer>>;
  beforeAll(async () => {
    t = await startTradingServer(kind, futuresUniverse);
  }, 60_000);
  afterAll(() => t.s.close(), 30_000);
  beforeEach(() => t.s.clock.advance(5_000));

  const main = async (kindName: string, product: string) => {
    const list = await t.call('/VERace/FuturesQuery/GetFuturesSecurityCurInfo', {
      kind: kindName,
      product,
    });
    const row = list.data.find((r: { isMain: boolean }) => r.isMain);
    return row as {
      symbol: string;
      market: string;
      askPrice: number;
      bidPrice: number;
      last: number;
    };
  };
  const quote = (code: string, market: string) => {
    const q = t.svc.core.market.quote(`${code}.${market}`);
    if (!q) throw new Error('no quote');
    return q;
  };
  const order = (p: Record<string, unknown>) => t.call('/VERace/FuturesTrade/PlaceFuturesOrder', p);
  const capital = async () => (await t.call('/VERace/FuturesQuery/QueryAssetCapital')).data;

  it('lists contracts per section with one main contract per product and every parameter', async () => {
    const fin = await t.call('/VERace/FuturesQuery/GetFuturesSecurityCurInfo', { kind: 'finance' });
    expect(fin.data.length).toBeGreaterThanOrEqual(2);
    expect(fin.data.filter((r: { isMain: boolean }) => r.isMain)).toHaveLength(1);
    const params = await t.call('/VERace/TradeParam/GetFuturesTradeParam', { kind: 'commodity' });
    expect(params.data[0]).toMatchObject({
      product: 'cu',
      multiplier: 5,
      nightSession: '21:00-01:00',
      closeTodayFee: 0.0001,
      closeTodayOrders: true,
    });
    const file = await t.s.app.inject({
      method: 'GET',
      url: '/VERace/TradeParam/ExportFuturesTradeParam',
    });
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });

  it('opens an IF long: margin frozen as the holding cost; 60022 beyond the margin; 平今 refused on CFFEX', async () => {
    const c = await main('finance', 'IF');
    const q = quote(c.symbol, c.market);
    const max = await t.call('/VERace/FuturesQuery/QueryMaxOpenVolume', {
      security: c.symbol,
      market: c.market,
      side: 1,
      price: q.last,
    });
    expect(max.data.maxVolume).toBeGreaterThanOrEqual(14);
    expect(max.data.maxVolume).toBeLessThanOrEqual(20);
    const tooMany = await order({
      security: c.symbol,
      market: c.market,
      side: 1,
      effect: 'open',
      orderQty: max.data.maxVolume + 1,
      price: q.last,
    });
    expect(tooMany).toMatchObject({ retCode: 60022, msg: '保证金不足' });
    const ask = q.asks[4]?.price ?? q.last;
    const res = await order({
      security: c.symbol,
      market: c.market,
      side: 1,
      effect: 'open',
      orderQty: 1,
      price: ask,
    });
    expect(res.data).toMatchObject({ status: 2, effect: 'open', effectName: '开仓', posSide: 'L' });
    const filled = res.data.avgPrice as number;
    const cap = await capital();
    expect(cap.margin).toBeCloseTo(filled * 300 * 0.12, 2);
    const pos = await t.call('/VERace/FuturesQuery/QueryAssetPosition', { kind: 'finance' });
    expect(pos.data[0]).toMatchObject({
      security: c.symbol,
      posSide: 'L',
      posSideName: '多',
      qty: 1,
      todayQty: 1,
    });
    const ct = await order({
      security: c.symbol,
      market: c.market,
      side: 2,
      effect: 'closeToday',
      orderQty: 1,
      price: q.bids[4]?.price,
    });
    expect(ct.retCode).toBe(60010);
    const bid = quote(c.symbol, c.market).bids[4]?.price;
    const closed = await order({
      security: c.symbol,
      market: c.market,
      side: 2,
      effect: 'close',
      orderQty: 1,
      price: bid,
    });
    expect(closed.data).toMatchObject({ status: 2, effectName: '平仓' });
    const after = await capital();
    expect(after.margin).toBe(0);
    const fills = await t.call('/VERace/FuturesQuery/QueryCurRptList');
    expect(fills.data.list[0]).toMatchObject({ effectName: '平仓', posSideName: '多' });
    expect(typeof fills.data.list[0].realised).toBe('number');
  });

  it('closes today on SHFE at the close-today fee, and refuses beyond the position limit (60114)', async () => {
    const c = await main('commodity', 'cu');
    const q = quote(c.symbol, c.market);
    const ask = q.asks[4]?.price ?? q.last;
    const open = await order({
      security: c.symbol,
      market: c.market,
      side: 1,
      effect: 0,
      orderQty: 2,
      price: ask,
    });
    expect(open.data.status).toBe(2);
    const bid = quote(c.symbol, c.market).bids[4]?.price as number;
    const ct = await order({
      security: c.symbol,
      market: c.market,
      side: 2,
      effect: 3,
      orderQty: 1,
      price: bid,
    });
    expect(ct.data.status).toBe(2);
    // 平今 on cu: 0.01 % of the value (the open rate is 0.005 %).
    expect(ct.data.fees).toBeCloseTo(Math.round(ct.data.avgPrice * 5 * 0.0001 * 100) / 100, 2);
    const yd = await order({
      security: c.symbol,
      market: c.market,
      side: 2,
      effect: 'closeYesterday',
      orderQty: 1,
      price: bid,
    });
    expect(yd.retCode).toBe(60005);
    await t.svc.core.accounts.saveSettings(139, { futures: { positionLimits: { cu: 3 } } });
    t.svc.core.reloadSettings(139);
    const limit = await order({
      security: c.symbol,
      market: c.market,
      side: 1,
      effect: 'open',
      orderQty: 3,
      price: ask,
    });
    expect(limit.retCode).toBe(60114);
    await t.svc.core.accounts.saveSettings(139, {});
    t.svc.core.reloadSettings(139);
  });

  it('marks the holdings to the settlement price at the rollover and lists it in the statement', async () => {
    const c = await main('finance', 'IF');
    const q = quote(c.symbol, c.market);
    const sold = await order({
      security: c.symbol,
      market: c.market,
      side: 2,
      effect: 'open',
      orderQty: 1,
      price: q.bids[4]?.price,
    });
    expect(sold.data).toMatchObject({ status: 2, posSide: 'S' });
    const day = t.mkt.clock.read().tradingDate;
    await t.nextDay();
    const st = await t.call('/VERace/FuturesQuery/QuerySettlementStatement', { tradingDate: day });
    expect(st.data.settled).toBe(true);
    const marks = st.data.settlements.filter((r: { execType: number }) => r.execType === 121);
    expect(marks.length).toBeGreaterThanOrEqual(2);
    const ifMark = marks.find((r: { security: string }) => r.security === c.symbol);
    expect(ifMark).toMatchObject({ posSide: 'S', posSideName: '空', execTypeName: '盯市结算' });
    expect(ifMark.amount).toBeCloseTo(-(ifMark.settlementPrice - sold.data.avgPrice) * 300, 2);
    expect(st.data.trades.length).toBeGreaterThanOrEqual(1);
    expect(st.data.summary.fees).toBeGreaterThan(0);
    const dates = await t.call('/VERace/FuturesQuery/GetSettlementDates');
    expect(dates.data).toContain(day);
    const pos = await t.call('/VERace/FuturesQuery/QueryAssetPosition', { kind: 'finance' });
    expect(pos.data[0]).toMatchObject({
      todayQty: 0,
      yesterdayQty: 1,
      avgPrice: ifMark.settlementPrice,
    });
  });
});
