import { ERROR_CODES } from '@portal/shared-kit/domain';
import { EXEC_TYPE, identityHolds, sessionRule, SIDE, type Position } from '../exchange';
import { cashOf } from '../exchange/test-fixtures';
import { futures } from './futures-class';
import { bookOf } from './holding';
import { FUT, futQuote, newBook, settle, SETTINGS, trade, type Book } from './test-fixtures';

const ok = (r: ReturnType<typeof trade>): Book => {
  if (!r.ok) throw new Error(`refused ${r.code}`);
  return r.value;
};
const yuan = (li: number) => li / 1000;
const pos = (b: Book, key: string) => b.positions.get(key) as Position;
const holds = (b: Book) => identityHolds(b.cash, b.positions.values());

describe('futures: margin and P&L', () => {
  it('marks a long and a short to two settlement prices, variation margin to cash', () => {
    let b = ok(trade(newBook(2_300_000), FUT.IF, SIDE.BUY, 'open', 1, 3900));
    b = ok(trade(b, FUT.IF, SIDE.SELL, 'open', 1, 3900));
    // Margin 3900 × 300 × 12 % = 140 400 a side; open fee 0.0023 % = 26.91 a side.
    expect(yuan(pos(b, 'IF2612.CFFEX.L').cost)).toBe(140_400);
    expect(yuan(b.cash.available)).toBe(2_300_000 - 2 * 140_400 - 2 * 26.91);
    let day = settle(b, { IF2612: 3950 });
    b = day.book;
    expect(yuan(pos(b, 'IF2612.CFFEX.L').realised)).toBe(15_000);
    expect(yuan(pos(b, 'IF2612.CFFEX.S').realised)).toBe(-15_000);
    expect(yuan(pos(b, 'IF2612.CFFEX.L').cost)).toBe(142_200);
    expect(day.reports.map((r) => [r.execType, yuan(r.amount)])).toEqual([
      [EXEC_TYPE.MARK_TO_MARKET, 15_000],
      [EXEC_TYPE.MARK_TO_MARKET, -15_000],
    ]);
    day = settle(b, { IF2612: 3920 }, '2026-11-23');
    b = day.book;
    expect(yuan(pos(b, 'IF2612.CFFEX.L').realised)).toBe(6_000);
    expect(yuan(pos(b, 'IF2612.CFFEX.S').realised)).toBe(-6_000);
    expect(yuan(pos(b, 'IF2612.CFFEX.L').cost)).toBe(141_120);
    expect(yuan(b.cash.available)).toBe(2_300_000 - 2 * 141_120 - 2 * 26.91);
    expect(holds(b)).toBe(true);
    // Valued at 3930: margin plus 10 points × 300 floating on the long, minus on the short.
    const long = pos(b, 'IF2612.CFFEX.L');
    expect(yuan(futures.holdingValue(long, FUT.IF, 3930))).toBe(141_120 + 3_000);
  });

  it('closes today on SHFE at the close-today rate and refuses 平昨 without yesterday lots', () => {
    let b = ok(trade(newBook(1_000_000), FUT.cu, SIDE.BUY, 'open', 2, 75_000));
    expect(yuan(b.cash.fees)).toBe(37.5);
    expect(trade(b, FUT.cu, SIDE.SELL, 'closeYesterday', 1, 75_100)).toMatchObject({
      ok: false,
      code: ERROR_CODES.INSUFFICIENT_POSITION,
    });
    b = ok(trade(b, FUT.cu, SIDE.SELL, 'closeToday', 1, 75_100));
    // 75 100 × 5 × 0.01 % = 37.55; P&L 100 × 5 = 500; half the margin released.
    expect(yuan(b.cash.fees)).toBe(37.5 + 37.55);
    expect(yuan(b.cash.realised)).toBe(500);
    expect(yuan(pos(b, 'cu2701.SHFE.L').cost)).toBe(37_500);
    // The next day the remaining lot is yesterday's: 平昨 at the close rate 0.005 %.
    b = settle(b, { cu2701: 75_000 }).book;
    expect(bookOf(pos(b, 'cu2701.SHFE.L')).today).toBe(0);
    b = ok(trade(b, FUT.cu, SIDE.SELL, 'closeYesterday', 1, 75_000));
    expect(yuan(b.cash.fees)).toBe(37.5 + 37.55 + 18.75);
    expect(pos(b, 'cu2701.SHFE.L').cost).toBe(0);
    expect(holds(b)).toBe(true);
  });

  it('refuses 平今 on CFFEX, prices beyond the daily limit, missing margin and the position limit', () => {
    const b = ok(trade(newBook(2_300_000), FUT.IF, SIDE.BUY, 'open', 1, 3900));
    expect(trade(b, FUT.IF, SIDE.SELL, 'closeToday', 1, 3900)).toMatchObject({
      code: ERROR_CODES.BUSINESS_FORBIDDEN,
    });
    const quote = futQuote(FUT.IF, 3900, 3900);
    expect(trade(b, FUT.IF, SIDE.BUY, 'open', 1, 4290.2, { quote })).toMatchObject({
      code: ERROR_CODES.PRICE_ILLEGAL,
    });
    expect(trade(newBook(100_000), FUT.IF, SIDE.BUY, 'open', 1, 3900)).toMatchObject({
      code: ERROR_CODES.INSUFFICIENT_MARGIN,
    });
    const settings = { ...SETTINGS, raw: { futures: { positionLimits: { IF: 2 } } } };
    expect(trade(b, FUT.IF, SIDE.BUY, 'open', 2, 3900, { settings })).toMatchObject({
      code: ERROR_CODES.POSITION_LIMIT_EXCEEDED,
    });
    expect(trade(b, FUT.IF, SIDE.BUY, 'open', 1, 3900, { settings }).ok).toBe(true);
    expect(trade(b, FUT.IF, SIDE.BUY, 'buy', 1, 3900)).toMatchObject({
      code: ERROR_CODES.PARAMETER_ERROR,
    });
  });

  it('answers the lots an account may open: 16 IF on 2.3 million', () => {
    const env = {
      security: FUT.IF,
      permitted: true,
      quote: futQuote(FUT.IF, 3900),
      session: sessionRule('continuous'),
      cash: cashOf(2_300_000),
      position: undefined,
      positions: [],
      settings: SETTINGS,
    };
    expect(futures.maxQty(SIDE.BUY, 'open', 3900, env)).toBe(16);
    expect(futures.maxQty(SIDE.SELL, 'close', 3900, env)).toBe(0);
  });
});

describe('futures: settlement events', () => {
  it('liquidates (强平) when equity falls below the margin held', () => {
    let b = ok(trade(newBook(200_000), FUT.IF, SIDE.BUY, 'open', 1, 3900));
    b = settle(b, { IF2612: 3700 }).book;
    expect(pos(b, 'IF2612.CFFEX.L').qty).toBe(1);
    const day = settle(b, { IF2612: 3650 }, '2026-11-23');
    expect(day.reports.map((r) => r.execType)).toEqual([
      EXEC_TYPE.MARK_TO_MARKET,
      EXEC_TYPE.FORCED_CLOSE,
    ]);
    const p = pos(day.book, 'IF2612.CFFEX.L');
    expect([p.qty, p.cost]).toEqual([0, 0]);
    // −60 000 then −15 000 marked; close fee 3650 × 300 × 0.0023 % = 25.19.
    expect(yuan(day.book.cash.available)).toBe(200_000 - 75_000 - 26.91 - 25.19);
    expect(holds(day.book)).toBe(true);
  });

  it('settles an open holding at the final settlement price on its last trading day', () => {
    const b = ok(trade(newBook(500_000), FUT.cu, SIDE.SELL, 'open', 1, 75_000));
    const day = settle(b, { cu2701: 74_000 }, '2027-01-15');
    expect(day.reports.map((r) => [r.execType, r.qty, r.price])).toEqual([
      [EXEC_TYPE.MARK_TO_MARKET, 1, 74_000],
      [EXEC_TYPE.EXPIRY, 1, 74_000],
    ]);
    const p = pos(day.book, 'cu2701.SHFE.S');
    expect([p.qty, p.cost, yuan(p.realised)]).toEqual([0, 0, 5_000]);
    expect(yuan(day.book.cash.available)).toBe(500_000 + 5_000 - 18.75);
    expect(holds(day.book)).toBe(true);
  });
});
