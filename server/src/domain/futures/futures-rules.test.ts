import { ERROR_CODES } from '@portal/shared-kit/domain';
import {
  EXEC_TYPE,
  identityHolds,
  ORDER_STATUS,
  sessionRule,
  SIDE,
  type Position,
} from '../exchange';
import { orderOf } from '../exchange/test-fixtures';
import type { Bar } from '../market/types';
import { futures } from './futures-class';
import { bookOf } from './holding';
import { futuresSession, inNightSession } from './sessions';
import { settlementPrice } from './settlement-price';
import { FUT, futQuote, newBook, settle, SETTINGS, trade, type Book } from './test-fixtures';

const ok = (r: ReturnType<typeof trade>): Book => {
  if (!r.ok) throw new Error(`refused ${r.code}`);
  return r.value;
};
const yuan = (li: number) => li / 1000;
const pos = (b: Book, key: string) => b.positions.get(key) as Position;
const small = { ...SETTINGS, raw: { futures: { positionLimits: { IF: 3 } } } };

/** An IF open order of `qty` lots frozen on the book's long holding (working, unfilled). */
function working(b: Book, qty: number) {
  const position = pos(b, 'IF2612.CFFEX.L') ?? {
    market: 'CFFEX',
    code: 'IF2612',
    qty: 0,
    sellable: 0,
    frozen: 0,
    cost: 0,
    realised: 0,
    posSide: 'L',
  };
  const order = orderOf({
    market: 'CFFEX',
    code: 'IF2612',
    securityType: 7,
    qty,
    price: 3900,
    effect: 'open',
    posSide: 'L',
  });
  return futures.freeze({ cash: b.cash, position, order });
}

const env = (b: Book, position: Position | undefined) => ({
  security: FUT.IF,
  permitted: true,
  quote: futQuote(FUT.IF, 3900),
  session: sessionRule('continuous'),
  cash: b.cash,
  position,
  positions: [...b.positions.values()],
  settings: small,
});

describe('60114 position limit', () => {
  it('counts the lots of working (unfilled) open orders as held', () => {
    const b = newBook(5_000_000);
    const placed = working(b, 2);
    expect(bookOf(placed.position).pendingOpen).toBe(2);
    const open = { side: SIDE.BUY, kind: 'limit' as const, price: 3900, effect: 'open' };
    const again = futures.validate({ ...open, qty: 2 }, env(b, placed.position));
    expect(again.ok ? 0 : again.code).toBe(ERROR_CODES.POSITION_LIMIT_EXCEEDED);
    expect(futures.validate({ ...open, qty: 1 }, env(b, placed.position)).ok).toBe(true);
    expect(futures.maxQty(SIDE.BUY, 'open', 3900, env(b, placed.position))).toBe(1);
  });

  it('gives the lots back when the open order is cancelled or expires, and moves them to the holding on a fill', () => {
    const b = newBook(5_000_000);
    const placed = working(b, 3);
    const cancelled = futures.release(placed, 'cancel');
    expect(bookOf(cancelled.position).pendingOpen).toBe(0);
    const part = futures.fill(placed, FUT.IF, small, 1, 3900);
    expect([part.position.qty, bookOf(part.position).pendingOpen]).toEqual([1, 2]);
    expect(part.order.status).toBe(ORDER_STATUS.PARTIAL);
    const expired = futures.release(part, 'expire');
    expect([expired.position.qty, bookOf(expired.position).pendingOpen]).toEqual([1, 0]);
  });
});

describe('强平 (forced liquidation) at the settlement', () => {
  it('is decided per account once every holding is marked: a gain on one contract covers a loss on another', () => {
    // 2 054.34 left after the margins (140 400 + 37 500) and fees. IF marks −60 000 (margin
    // re-set frees 7 200); the cu short gains 10 000 × 5 = 50 000 (frees 5 000): 4 254.34 left.
    // Marking IF alone first would have left −50 745.66 and closed it.
    let b = ok(trade(newBook(180_000), FUT.IF, SIDE.BUY, 'open', 1, 3900));
    b = ok(trade(b, FUT.cu, SIDE.SELL, 'open', 1, 75_000));
    const day = settle(b, { IF2612: 3700, cu2701: 65_000 });
    expect(day.reports.map((r) => r.execType)).toEqual([
      EXEC_TYPE.MARK_TO_MARKET,
      EXEC_TYPE.MARK_TO_MARKET,
    ]);
    expect(yuan(day.book.cash.available)).toBeCloseTo(4_254.34, 2);
    expect(identityHolds(day.book.cash, day.book.positions.values())).toBe(true);
  });

  it('closes only the lots that cover the shortfall, largest margin first, each its own execution (122) with the close fee', () => {
    let b = ok(trade(newBook(600_000), FUT.IF, SIDE.BUY, 'open', 3, 3900));
    b = ok(trade(b, FUT.cu, SIDE.BUY, 'open', 1, 75_000));
    // IF 3 × 3900 × 300 × 12 % = 421 200 margin; cu 37 500. IF falls 400 points: −360 000.
    const day = settle(b, { IF2612: 3500, cu2701: 75_000 });
    const forced = day.reports.filter((r) => r.execType === EXEC_TYPE.FORCED_CLOSE);
    expect(forced.map((r) => [r.code, r.qty, r.price])).toEqual([['IF2612', 2, 3500]]);
    // 3500 × 300 × 2 × 0.0023 % close fee = 48.30.
    expect(yuan(forced[0]?.fees ?? 0)).toBe(48.3);
    expect(pos(day.book, 'IF2612.CFFEX.L').qty).toBe(1);
    expect(pos(day.book, 'cu2701.SHFE.L').qty).toBe(1);
    expect(day.book.cash.available).toBeGreaterThanOrEqual(0);
    expect(identityHolds(day.book.cash, day.book.positions.values())).toBe(true);
  });
});

const bar = (close: number, volume: number, mult: number): Bar => ({
  time: '',
  open: close,
  high: close,
  low: close,
  close,
  volume,
  amount: close * volume * mult,
});

describe('settlement price (结算价)', () => {
  // 180 quiet minutes at 4000, then a last hour trading 100 lots a minute at 4010.
  const day = [
    ...Array.from({ length: 180 }, () => bar(4000, 100, 300)),
    ...Array.from({ length: 60 }, () => bar(4010, 100, 300)),
  ];

  it('CFFEX: the volume-weighted average price of the last hour', () => {
    expect(settlementPrice(FUT.IF, day)).toBe(4010);
  });

  it('SHFE and the other commodity exchanges: the volume-weighted average price of the whole day, on the tick', () => {
    const cu = [bar(75_000, 300, 5), bar(75_100, 100, 5)];
    // (75 000 × 300 + 75 100 × 100) / 400 = 75 025 → 75 030 on the 10-yuan tick.
    expect(settlementPrice(FUT.cu, cu)).toBe(75_030);
  });

  it('falls back (undefined) when the window traded nothing', () => {
    expect(settlementPrice(FUT.cu, [bar(75_000, 0, 5)])).toBeUndefined();
  });
});

describe('night session (夜盘)', () => {
  it('cu trades 21:00–01:00, across midnight; IF has no night session', () => {
    expect(
      [20 * 60 + 59, 21 * 60, 23 * 60 + 59, 0, 59, 60].map((m) => inNightSession(FUT.cu, m)),
    ).toEqual([false, true, true, true, true, false]);
    expect(inNightSession(FUT.IF, 21 * 60 + 30)).toBe(false);
  });

  it('takes and matches limit orders after the close; evening orders belong to the next trading day', () => {
    const evening = futuresSession(FUT.cu, 'closed', 21 * 60 + 30);
    expect(evening).toMatchObject({ order: true, match: true, marketOrder: false, nextDay: true });
    // After midnight the clock's trading date is already the next day.
    expect(futuresSession(FUT.cu, 'pre-open', 30)).toMatchObject({ order: true, nextDay: false });
    expect(futuresSession(FUT.cu, 'closed', 16 * 60).order).toBe(false);
    expect(futuresSession(FUT.IF, 'closed', 21 * 60 + 30).order).toBe(false);
    expect(futuresSession(FUT.cu, 'continuous', 10 * 60).match).toBe(true);
  });

  it('night fills belong to the next trading day: unmarked at the settlement of the day that ended, then today’s lots (平今 at the close-today fee)', () => {
    let b = ok(trade(newBook(500_000), FUT.cu, SIDE.BUY, 'open', 1, 75_000));
    const night = { night: { tradingDate: '2026-11-23' } };
    b = ok(trade(b, FUT.cu, SIDE.BUY, 'open', 1, 75_200, night));
    const held = pos(b, 'cu2701.SHFE.L');
    // In the night the day session's lot is already yesterday's: one lot each way.
    const nightEnv = {
      position: held,
      session: { ...sessionRule('continuous'), nextDay: true },
      quote: futQuote(FUT.cu, 75_200),
    };
    expect(
      futures.maxQty(SIDE.SELL, 'closeToday', 75_200, {
        ...env(b, held),
        ...nightEnv,
        security: FUT.cu,
      }),
    ).toBe(1);
    const day = settle(b, { cu2701: 75_100 });
    // Only the day session's lot is marked: (75 100 − 75 000) × 5.
    expect(day.reports.map((r) => [r.execType, r.qty, yuan(r.amount)])).toEqual([
      [EXEC_TYPE.MARK_TO_MARKET, 1, 500],
    ]);
    const after = pos(day.book, 'cu2701.SHFE.L');
    expect(bookOf(after).today).toBe(1);
    const closed = ok(trade(day.book, FUT.cu, SIDE.SELL, 'closeToday', 1, 75_300));
    const p = pos(closed, 'cu2701.SHFE.L');
    // The night lot closes against its open price: +500; fee 75 300 × 5 × 0.01 % = 37.65.
    expect(yuan(p.realised - after.realised)).toBe(500);
    expect(yuan(closed.cash.fees - day.book.cash.fees)).toBe(37.65);
    expect([p.qty, bookOf(p).today]).toEqual([1, 0]);
    expect(identityHolds(closed.cash, closed.positions.values())).toBe(true);
  });
});
