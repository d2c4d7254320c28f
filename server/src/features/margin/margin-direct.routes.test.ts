import { TEST_DB_KINDS } from '../../db/test-db';
import { buildUniverse, type TradingCalendar } from '../../domain/market';
import { readSheetRows } from '../../http/xlsx';
import { startTradingServer } from '../trading/trading-test-kit';

/** 600519 and 600036: both on the default eligible list. */
const universe = (asOf: string, cal: TradingCalendar) =>
  buildUniverse(asOf, cal).filter(
    (s) => s.market === 'SSE' && ['600519', '600036'].includes(s.code),
  );

describe.each(TEST_DB_KINDS)('margin direct repayments on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTradingServer>>;
  beforeAll(async () => {
    t = await startTradingServer(kind, universe);
  }, 60_000);
  afterAll(() => t.s.close(), 30_000);

  const quote = () => t.svc.core.market.quote('600036.SSE')!;
  const order = (effect: string, qty: number, price: number) =>
    t.call('/VERace/MarginTrade/PlaceCreditOrder', {
      security: '600036',
      market: 'SSE',
      effect,
      orderQty: qty,
      price,
    });
  const contract = async (type: 'L' | 'S') =>
    (await t.call('/VERace/MarginQuery/QueryCreditContracts')).data.find(
      (c: { contractType: string }) => c.contractType === type,
    );

  it('直接还款 pays a financing debt in cash and leaves net assets as they were', async () => {
    const q = quote();
    expect((await order('financeBuy', 100, q.asks[4]?.price ?? q.last)).data.status).toBe(2);
    const debt = (await contract('L')).debt;
    const before = (await t.call('/VERace/MarginQuery/QueryCreditAsset')).data;
    const r = await t.call('/VERace/MarginTrade/DirectRepay', {
      security: '600036',
      market: 'SSE',
      amount: 1000,
    });
    expect(r).toMatchObject({ retCode: 0, data: { repaid: 1000 } });
    expect((await contract('L')).debt).toBeCloseTo(debt - 1000, 2);
    const after = (await t.call('/VERace/MarginQuery/QueryCreditAsset')).data;
    expect(after.netAssets).toBeCloseTo(before.netAssets, 2);
    expect(typeof after.marginAvailable).toBe('number');
    expect(after.available).toBeCloseTo(before.available - 1000, 2);
    const tooMuch = await t.call('/VERace/MarginTrade/DirectRepay', {
      security: '600036',
      amount: debt * 2,
    });
    expect(tooMuch.retCode).toBe(60005);
    const odd = await t.call('/VERace/MarginTrade/DirectRepay', {
      security: '600036',
      amount: 0.001,
    });
    expect(odd.retCode).toBe(60011);
  });

  it('直接还券 returns held collateral shares and closes the short contract', async () => {
    const q = quote();
    expect((await order('collateralBuy', 100, q.asks[4]?.price ?? q.last)).data.status).toBe(2);
    await t.nextDay();
    const q2 = quote();
    // No short below the last price: the order rests at the last until the market trades up to it.
    const short = await order('shortSell', 100, q2.last);
    expect(short.retCode).toBe(0);
    for (let i = 0; i < 200 && (await contract('S'))?.qty !== 100; i += 1) await t.step(5);
    expect((await contract('S'))?.qty).toBe(100);
    const r = await t.call('/VERace/MarginTrade/DirectReturn', {
      security: '600036',
      market: 'SSE',
      orderQty: 100,
    });
    expect(r).toMatchObject({ retCode: 0, data: { returned: 100 } });
    expect(await contract('S')).toBeUndefined();
    const more = await t.call('/VERace/MarginTrade/DirectReturn', {
      security: '600036',
      orderQty: 100,
    });
    expect(more.retCode).toBe(60005);
  });

  it('exports credit fills and orders of a date range as .xlsx; a reversed range is 60011', async () => {
    const today = t.svc.core.market.now().tradingDate;
    const from = t.svc.core.market.previousTradingDate(today);
    const file = async (url: string, query: string) =>
      t.s.app.inject({ method: 'GET', url: `${url}?${query}`, headers: t.auth });
    const fills = await file(
      '/VERace/MarginQuery/ExportCreditFills',
      `fromDate=${from}&toDate=${today}`,
    );
    expect(fills.headers['content-type']).toContain('spreadsheetml');
    const rows = await readSheetRows(fills.rawPayload);
    expect(rows.some((r) => r.includes('融资买入'))).toBe(true);
    expect(rows.some((r) => r.includes('融券卖出'))).toBe(true);
    const orders = await file(
      '/VERace/MarginQuery/ExportCreditOrders',
      `fromDate=${from}&toDate=${today}`,
    );
    expect((await readSheetRows(orders.rawPayload)).length).toBeGreaterThanOrEqual(3);
    const bad = await t.call('/VERace/MarginQuery/QueryCurRptList', {
      fromDate: today,
      toDate: from,
    });
    expect(bad.retCode).toBe(60011);
    const today_ = await t.call('/VERace/MarginQuery/QueryCurOrdList', { pageSize: 50 });
    expect(today_.data.list[0]).toMatchObject({ effectName: '融券卖出' });
    expect(today_.data.total).toBeGreaterThanOrEqual(1);
    const cancellable = await t.call('/VERace/MarginQuery/QueryCurOrdList', { isCanCancel: 1 });
    expect(cancellable.data.total).toBe(0);
    const range = await t.call('/VERace/MarginQuery/QueryCurRptList', {
      fromDate: from,
      toDate: today,
    });
    expect(range.data.length).toBeGreaterThanOrEqual(3);
  });
});
