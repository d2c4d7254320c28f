import { ERROR_CODES } from '@portal/shared-kit/domain';
import { TEST_DB_KINDS } from '../../db/test-db';
import { buildUniverse, shanghaiParts, type TradingCalendar } from '../../domain/market';
import { signIn } from '../../http/test-app';
import { startTradingServer } from '../trading/trading-test-kit';

/** Index 000300 (IF's underlying) and the IF and cu contracts. */
const futuresUniverse = (asOf: string, cal: TradingCalendar) =>
  buildUniverse(asOf, cal).filter(
    (s) =>
      (s.code === '000300' && s.market === 'SSE') ||
      ['IF', 'cu'].includes(s.derivative?.futures?.product ?? ''),
  );

interface Row {
  execType: number;
  execTypeName: string;
  security: string;
  qty: number;
  settlementPrice: number;
}

/** The volume-weighted average of bars (turnover ÷ lots ÷ multiplier), on the tick. */
const vwap = (bars: Array<{ volume: number; amount: number }>, mult: number, tick: number) => {
  const v = bars.reduce((s, b) => s + b.volume, 0);
  const a = bars.reduce((s, b) => s + b.amount, 0);
  return Number((Math.round(a / v / mult / tick) * tick).toFixed(4));
};

describe.each(TEST_DB_KINDS)('futures rules through the calls on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTradingServer>>;
  let other: { authorization: string };
  beforeAll(async () => {
    t = await startTradingServer(kind, futuresUniverse);
    other = await signIn(t.s.app, 'trader02');
  }, 60_000);
  afterAll(() => t.s.close(), 30_000);

  const main = async (kindName: string, product: string) => {
    const list = await t.call('/VERace/FuturesQuery/GetFuturesSecurityCurInfo', {
      kind: kindName,
      product,
    });
    return list.data.find((r: { isMain: boolean }) => r.isMain) as {
      symbol: string;
      market: string;
    };
  };
  const quote = (c: { symbol: string; market: string }) => {
    const q = t.svc.core.market.quote(`${c.symbol}.${c.market}`);
    if (!q?.limitUp || !q.limitDown) throw new Error('no quote');
    return { ...q, limitUp: q.limitUp, limitDown: q.limitDown };
  };
  const order = (p: Record<string, unknown>, headers?: { authorization: string }) =>
    t.call('/VERace/FuturesTrade/PlaceFuturesOrder', p, headers);
  const settings = async (s: Record<string, unknown>) => {
    await t.svc.core.accounts.saveSettings(139, s);
    t.svc.core.reloadSettings(139);
  };
  const maxOpen = async (
    c: { symbol: string; market: string },
    price: number,
    headers?: { authorization: string },
  ) =>
    (
      await t.call(
        '/VERace/FuturesQuery/QueryMaxOpenVolume',
        { security: c.symbol, market: c.market, side: 1, price },
        headers,
      )
    ).data.maxVolume as number;

  /** The statement of `day` once its settlement records are in (the day end commits them). */
  const statementOf = async (day: string, headers?: { authorization: string }) => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const st = (
        await t.call('/VERace/FuturesQuery/QuerySettlementStatement', { tradingDate: day }, headers)
      ).data;
      if ((st.settlements as Row[]).some((r) => r.execType === 121) || Date.now() > deadline)
        return st;
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  it('60114: a working (unfilled) open order counts against the position limit until cancelled', async () => {
    const cu = await main('commodity', 'cu');
    await settings({ futures: { positionLimits: { cu: 3 } } });
    const q = quote(cu);
    const resting = await order({
      security: cu.symbol,
      market: cu.market,
      side: 1,
      effect: 'open',
      orderQty: 2,
      price: q.limitDown,
    });
    expect(resting.data).toMatchObject({ filledQty: 0, cancelable: true });
    const over = await order({
      security: cu.symbol,
      market: cu.market,
      side: 1,
      effect: 'open',
      orderQty: 2,
      price: q.limitUp,
    });
    expect(over).toMatchObject({ retCode: ERROR_CODES.POSITION_LIMIT_EXCEEDED });
    const one = await order({
      security: cu.symbol,
      market: cu.market,
      side: 1,
      effect: 'open',
      orderQty: 1,
      price: q.limitUp,
    });
    expect(one.data.filledQty).toBe(1);
    expect(await maxOpen(cu, q.last)).toBe(0);
    const cancelled = await t.call('/VERace/FuturesTrade/CancelFuturesOrder', {
      orderId: resting.data.orderId,
    });
    expect(cancelled.isOK).toBe(true);
    expect(await maxOpen(cu, q.last)).toBe(2);
    await settings({});
  });

  it('强平 per account at the settlement, as its own execution in that account’s statement; the settlement price is the VWAP of the last hour (IF) or the day (cu)', async () => {
    const IF = await main('finance', 'IF');
    const q = quote(IF);
    // trader01 opens as much IF as the margin allows; trader02 one lot.
    const lots = await maxOpen(IF, q.limitUp);
    expect(lots).toBeGreaterThan(1);
    const big = await order({
      security: IF.symbol,
      market: IF.market,
      side: 1,
      effect: 'open',
      orderQty: lots,
      price: q.limitUp,
    });
    expect(big.data.filledQty).toBe(lots);
    const small = await order(
      {
        security: IF.symbol,
        market: IF.market,
        side: 1,
        effect: 'open',
        orderQty: 1,
        price: q.limitUp,
      },
      other,
    );
    expect(small.data.filledQty).toBe(1);
    // The broker raises the margin by 10 points: trader01's equity no longer covers it.
    await settings({ futures: { marginRateAdd: 0.1 } });
    const day = t.mkt.clock.read().tradingDate;
    await t.nextDay();
    const mine = await statementOf(day);
    const forced = (mine.settlements as Row[]).filter((r) => r.execType === 122);
    expect(forced.length).toBe(1);
    expect(forced[0]).toMatchObject({ execTypeName: '强平', security: IF.symbol });
    expect(forced[0]?.qty).toBeGreaterThan(0);
    expect(forced[0]?.qty).toBeLessThan(lots);
    expect(mine.summary.forcedCloses).toBe(1);
    const cap = (await t.call('/VERace/FuturesQuery/QueryAssetCapital')).data;
    expect(cap.available).toBeGreaterThanOrEqual(0);
    const theirs = await statementOf(day, other);
    expect((theirs.settlements as Row[]).filter((r) => r.execType === 122)).toEqual([]);
    // Settlement prices: IF the last 60 one-minute bars, cu the whole day.
    const ifMark = (theirs.settlements as Row[]).find((r) => r.execType === 121);
    const ifBars = t.mkt.market.minuteBars(`${IF.symbol}.${IF.market}`, day);
    expect(ifBars).toHaveLength(240);
    expect(ifMark?.settlementPrice).toBeCloseTo(vwap(ifBars.slice(-60), 300, 0.2), 4);
    const cu = await main('commodity', 'cu');
    const cuMark = (mine.settlements as Row[]).find(
      (r) => r.execType === 121 && r.security === cu.symbol,
    );
    expect(cuMark?.settlementPrice).toBe(
      vwap(t.mkt.market.minuteBars(`${cu.symbol}.${cu.market}`, day), 5, 10),
    );
    await settings({});
  });

  it('night session: cu orders are taken and filled after the close and belong to the next trading day; IF is closed', async () => {
    const cu = await main('commodity', 'cu');
    const IF = await main('finance', 'IF');
    const q = quote(cu);
    const today = t.mkt.clock.read().tradingDate;
    // A lot of the day session first: in the night it is yesterday's for the night's orders.
    // trader02 (plenty of cash left) trades here.
    const dayLot = await order(
      {
        security: cu.symbol,
        market: cu.market,
        side: 1,
        effect: 'open',
        orderQty: 1,
        price: q.limitUp,
      },
      other,
    );
    expect(dayLot.data.filledQty).toBe(1);
    const minute = Math.floor(shanghaiParts(t.s.clock.now().getTime()).second / 60);
    const toNight = (((21 * 60 + 30 - minute) % 1440) + 1440) % 1440;
    t.s.clock.advance(toNight * 60_000);
    t.mkt.clock.setPhase('closed');
    // The hours passed ended the session: sign in again.
    const auth = await signIn(t.s.app, 'trader02');
    try {
      const night = await order(
        {
          security: cu.symbol,
          market: cu.market,
          side: 1,
          effect: 'open',
          orderQty: 1,
          price: q.limitUp,
        },
        auth,
      );
      expect(night).toMatchObject({ retCode: 0 });
      expect(night.data.filledQty).toBe(1);
      const closed = await order(
        {
          security: IF.symbol,
          market: IF.market,
          side: 1,
          effect: 'open',
          orderQty: 1,
          price: quote(IF).limitUp,
        },
        auth,
      );
      expect(closed.retCode).toBe(ERROR_CODES.NOT_TRADING_TIME);
      await t.svc.core.flush();
      const [row] = await t.s.ctx.db.query(
        'SELECT trading_date FROM trading_orders WHERE order_id = $1',
        [night.data.orderId],
      );
      expect(String(row?.trading_date)).toBe(t.mkt.clock.calendar.shift(today, 1));
      // The section's "today" lists show the night's trading day.
      const orders = (
        await t.call('/VERace/FuturesQuery/QueryCurOrdList', { kind: 'commodity' }, auth)
      ).data.list;
      expect(orders.map((o: { orderId: number }) => o.orderId)).toContain(night.data.orderId);
      // The night lot is today's lot of the night's trading day; the earlier lots are yesterday's.
      const held = (
        await t.call('/VERace/FuturesQuery/QueryAssetPosition', { kind: 'commodity' }, auth)
      ).data.find(
        (h: { security: string; posSide: string }) => h.security === cu.symbol && h.posSide === 'L',
      );
      expect(held).toMatchObject({ qty: 2, todayQty: 1, yesterdayQty: 1, closableToday: 1 });
      const maxClose = async (effect: string) =>
        (
          await t.call(
            '/VERace/FuturesQuery/QueryMaxCloseVolume',
            { security: cu.symbol, market: cu.market, side: 2, effect, price: q.limitDown },
            auth,
          )
        ).data.maxVolume as number;
      expect([await maxClose('closeToday'), await maxClose('closeYesterday')]).toEqual([1, 1]);
    } finally {
      t.mkt.clock.setPhase('continuous');
    }
  });
});
