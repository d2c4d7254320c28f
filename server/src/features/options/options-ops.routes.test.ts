import { TEST_DB_KINDS } from '../../db/test-db';
import { buildUniverse, type TradingCalendar } from '../../domain/market';
import { startTradingServer } from '../trading/trading-test-kit';

/** 510050 and its options. */
const etfUniverse = (asOf: string, cal: TradingCalendar) =>
  buildUniverse(asOf, cal).filter(
    (s) =>
      (s.code === '510050' && s.market === 'SSE') ||
      (s.board === 'option' && s.derivative?.underlying === '510050'),
  );

type Param = {
  symbol: string;
  market: string;
  optionType: string;
  strike: number;
  expiry: string;
  unit: number;
};

describe.each(TEST_DB_KINDS)('covered calls, combinations and exercise on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTradingServer>>;
  let calls: Param[];
  beforeAll(async () => {
    t = await startTradingServer(kind, etfUniverse);
    calls = ((await t.call('/VERace/TradeParam/GetSOTradeParam', { kind: 'etf' })).data as Param[])
      .filter((p) => p.optionType === 'C' && p.unit === 10000)
      .sort((a, b) => a.expiry.localeCompare(b.expiry) || a.strike - b.strike);
  }, 120_000);
  afterAll(() => t.s.close());

  const book = (code: string) => t.svc.core.market.quote(`${code}.SSE`);
  const order = (p: Param, side: 1 | 2, effect: number | string, qty = 1) =>
    t.call('/VERace/SOTrade/PlaceSOOrder', {
      security: p.symbol,
      market: p.market,
      side,
      effect,
      orderQty: qty,
      price: (side === 1 ? book(p.symbol)?.asks[0]?.price : book(p.symbol)?.bids[0]?.price) ?? 0,
    });
  const margin = async () =>
    (await t.call('/VERace/SOQuery/QueryAssetCapital')).data.margin as number;

  it('locks shares as cover, sells a covered call against them with no margin, refuses unlocking them', async () => {
    const ask = book('510050')?.asks[0]?.price as number;
    const bought = await t.call('/VERace/StockTrade/PlaceStkOrder', {
      security: '510050',
      market: 'SSE',
      side: 1,
      orderQty: 20_000,
      price: ask,
    });
    expect(bought.isOK).toBe(true);
    await t.step(3);
    // Shares bought today can be locked as cover (SSE); not more than are held.
    const early = { security: '510050', direction: 1, orderQty: 10_000 };
    const tooMany = { ...early, orderQty: 20_001 };
    expect((await t.call('/VERace/SOTrade/LockUnderlying', tooMany)).retCode).toBe(60005);
    const locked = await t.call('/VERace/SOTrade/LockUnderlying', early);
    expect(locked.data.cover).toEqual([
      expect.objectContaining({ security: '510050', locked: 10_000, used: 0, free: 10_000 }),
    ]);
    const c = calls[0] as Param;
    const max = await t.call('/VERace/SOQuery/QueryMaxOpenVolume', {
      security: c.symbol,
      side: 2,
      effect: 'coveredOpen',
      price: 0.01,
    });
    expect(max.data).toMatchObject({ maxVolume: 1, marginPerContract: 0 });
    expect((await order(c, 2, 2, 2)).retCode).toBe(60005);
    const sold = await order(c, 2, 'coveredOpen');
    expect(sold.data).toMatchObject({ actionName: '备兑开仓', posSide: 'C' });
    await t.step(3);
    const pos = (await t.call('/VERace/SOQuery/QueryAssetPosition', { kind: 'etf' })).data;
    expect(pos).toEqual([
      expect.objectContaining({
        security: c.symbol,
        posSide: 'C',
        posSideName: '备兑仓',
        qty: 1,
        margin: 0,
      }),
    ]);
    const state = (await t.call('/VERace/SOQuery/QueryOptionsAccount')).data;
    expect(state.cover[0]).toMatchObject({ used: 10_000, free: 0 });
    const unlock = await t.call('/VERace/SOTrade/LockUnderlying', { ...early, direction: 2 });
    expect(unlock).toMatchObject({ retCode: 60005, msg: '可用持仓不足' });
  });

  it('declares a bull call spread (margin falls), refuses wrong legs, splits it back', async () => {
    const [low, high] = [calls[1] as Param, calls[2] as Param];
    expect(high.strike).toBeGreaterThan(low.strike);
    expect((await order(low, 1, 0)).isOK).toBe(true);
    expect((await order(high, 2, 0)).isOK).toBe(true);
    await t.step(3);
    const before = await margin();
    expect(before).toBeGreaterThan(0);
    const legs = {
      leg1Security: low.symbol,
      leg1PosSide: 'L',
      leg2Security: high.symbol,
      leg2PosSide: 'S',
      orderQty: 1,
    };
    const wrong = await t.call('/VERace/SOTrade/PlaceSOMLegOrder', {
      ...legs,
      strategy: 'CNSJC',
      leg1PosSide: 'S',
    });
    expect(wrong).toMatchObject({ retCode: 60031, msg: '组合策略成分合约买卖方向不符' });
    const swapped = { ...legs, leg1Security: high.symbol, leg2Security: low.symbol };
    expect(
      (await t.call('/VERace/SOTrade/PlaceSOMLegOrder', { ...swapped, strategy: 'CNSJC' })).retCode,
    ).toBe(60033);
    const done = await t.call('/VERace/SOTrade/PlaceSOMLegOrder', { ...legs, strategy: 'CNSJC' });
    expect(done.data.combinations).toEqual([
      expect.objectContaining({
        strategy: 'CNSJC',
        strategyName: '认购牛市价差策略',
        qty: 1,
        margin: 0,
      }),
    ]);
    expect(await margin()).toBeLessThan(before);
    // A bound leg cannot be closed.
    expect((await order(high, 1, 1)).retCode).toBe(60005);
    const split = await t.call('/VERace/SOTrade/CombinationSplit', { ...legs, strategy: 'CNSJC' });
    expect(split.data.combinations).toEqual([]);
    expect(await margin()).toBeGreaterThan(0);
    const zbd = await t.call('/VERace/SOTrade/CombinationSplit', { ...legs, strategy: 'ZBD' });
    expect(zbd.retCode).toBe(60036);
  });

  it('takes exercise declarations on the expiry day only (60007 before)', async () => {
    const c = calls[1] as Param;
    const r = await t.call('/VERace/SOTrade/Exercise', { security: c.symbol, orderQty: 1 });
    expect(r).toMatchObject({ retCode: 60007 });
    const withdraw = { security: c.symbol, orderQty: 1, direction: 2 };
    expect((await t.call('/VERace/SOTrade/Exercise', withdraw)).retCode).toBe(60007);
    const bad = await t.call('/VERace/SOTrade/Exercise', { security: c.symbol, orderQty: 0 });
    expect(bad.isOK).toBe(false);
  });

  it('answers every options call of spec §7 (none is missing)', async () => {
    const calls19 = [
      ...['PlaceSOMLegOrder', 'CombinationSplit', 'CancelSOOrder', 'PlaceSOOrder'].map(
        (c) => `/VERace/SOTrade/${c}`,
      ),
      ...[
        'QueryAssetCapital',
        'GetSOSecurityCurInfo',
        'QuerySecurityCurInfos',
        'QueryQuote',
        'QueryMaxOpenVolume',
        'QueryMaxCloseVolume',
        'QueryAssetPosition',
        'QueryClosePosition',
        'QueryCurOrdList',
        'QueryCurRptList',
        'ExportCurOrdList',
        'ExportCurRptList',
      ].map((c) => `/VERace/SOQuery/${c}`),
      ...['GetSOTradeParam', 'ExportSOTradeParam', 'GetSOUnderlyingInfo'].map(
        (c) => `/VERace/TradeParam/${c}`,
      ),
    ];
    expect(calls19).toHaveLength(19);
    for (const url of calls19) {
      const got = await t.s.app.inject({ method: 'POST', url, payload: {}, headers: t.auth });
      expect([url, got.statusCode]).not.toEqual([url, 404]);
    }
  });
});
