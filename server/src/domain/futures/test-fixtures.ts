import {
  holdingKey,
  sessionRule,
  DEFAULT_FEES,
  type ClassSettings,
  type Result,
  type Side,
  type TradableSecurity,
} from '../exchange';
import { endEveryHolding, fillWhole, type Book } from '../exchange/class-test-kit';
import { cashOf, quoteOf } from '../exchange/test-fixtures';
import type { FuturesTerms, Quote } from '../market/types';
import { futures } from './futures-class';

const terms = (p: Partial<FuturesTerms>): FuturesTerms => ({
  product: 'IF',
  productName: '沪深300股指',
  month: '2026-12',
  lastTradingDay: '2026-12-18',
  longMarginRate: 0.12,
  shortMarginRate: 0.12,
  fee: { kind: 'value', open: 0.000023, close: 0.000023, closeToday: 0.00023 },
  daySessions: ['09:30-11:30', '13:00-15:00'],
  nightSession: '',
  positionLimit: 5000,
  closeTodayOrders: false,
  ...p,
});

/** IF2612 (CFFEX, ×300, tick 0.2, 12 %) and cu2701 (SHFE, ×5, tick 10, 10 %, 平今 0.01 %). */
export const FUT = {
  IF: {
    code: 'IF2612',
    market: 'CFFEX',
    name: '沪深300股指2612',
    type: 7,
    board: 'future',
    lot: 1,
    minBuy: 1,
    tick: 0.2,
    limit: { kind: 'percent', pct: 0.1 },
    tPlusN: 0,
    isSt: false,
    derivative: { underlying: '000300', multiplier: 300, marginRate: 0.12, futures: terms({}) },
  },
  cu: {
    code: 'cu2701',
    market: 'SHFE',
    name: '沪铜2701',
    type: 8,
    board: 'future',
    lot: 1,
    minBuy: 1,
    tick: 10,
    limit: { kind: 'percent', pct: 0.07 },
    tPlusN: 0,
    isSt: false,
    derivative: {
      multiplier: 5,
      marginRate: 0.1,
      futures: terms({
        product: 'cu',
        productName: '沪铜',
        month: '2027-01',
        lastTradingDay: '2027-01-15',
        longMarginRate: 0.1,
        shortMarginRate: 0.1,
        fee: { kind: 'value', open: 0.00005, close: 0.00005, closeToday: 0.0001 },
        nightSession: '21:00-01:00',
        closeTodayOrders: true,
      }),
    },
  },
} satisfies Record<string, TradableSecurity>;

export const SETTINGS: ClassSettings = { fees: DEFAULT_FEES, volumeCap: 1, raw: {} };

export const futQuote = (sec: TradableSecurity, last: number, prevClose = last): Quote =>
  quoteOf(last, {
    code: sec.code,
    market: sec.market,
    tick: sec.tick,
    prevClose,
    limitUp: Number((prevClose * 1.1).toFixed(1)),
    limitDown: Number((prevClose * 0.9).toFixed(1)),
  });

/** An account's futures book in a test. */
export type { Book };

export const newBook = (yuan: number): Book => ({ cash: cashOf(yuan), positions: new Map() });

/** Places an order and fills it whole at `price` (or answers the refusal). */
export function trade(
  book: Book,
  sec: TradableSecurity,
  side: Side,
  effect: string,
  qty: number,
  price: number,
  opts: { quote?: Quote; settings?: ClassSettings; night?: { tradingDate: string } } = {},
): Result<Book> {
  // A night order (evening session) is taken while the quote's day is still the one that ended.
  return fillWhole(
    futures,
    book,
    sec,
    { side, effect, qty, price, ...(opts.night ? { tradingDate: opts.night.tradingDate } : {}) },
    {
      quote: opts.quote ?? futQuote(sec, price),
      session: opts.night
        ? { ...sessionRule('continuous'), nextDay: true }
        : sessionRule('continuous'),
      settings: opts.settings ?? SETTINGS,
    },
  );
}

/**
 * The whole day end as the exchange's settlement runs it: every holding marked at the settlement
 * prices given by code, then the account-wide step (强平).
 */
export function settle(book: Book, prices: Record<string, number>, previous = '2026-11-20') {
  const all = Object.values(FUT) as TradableSecurity[];
  const each = endEveryHolding(
    futures,
    book,
    all,
    (code) => ({ close: prices[code] }),
    SETTINGS,
    previous,
  );
  const end = futures.endOfAccount?.({
    cash: each.book.cash,
    holdings: [...each.book.positions.values()].map((position) => ({
      position,
      security: all.find((s) => s.code === position.code),
      price: prices[position.code],
    })),
    previous,
    next: '2026-11-23',
    accountId: 1,
    settings: SETTINGS,
  });
  const positions = new Map(each.book.positions);
  for (const p of end?.positions ?? []) positions.set(holdingKey(p), p);
  return {
    book: { cash: end?.cash ?? each.book.cash, positions },
    reports: [...each.reports, ...(end?.reports ?? [])],
  };
}
