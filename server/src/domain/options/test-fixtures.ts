import {
  emptyPosition,
  holdingKey,
  ORDER_STATUS,
  sessionRule,
  DEFAULT_FEES,
  type CashState,
  type ClassSettings,
  type Order,
  type Position,
  type Result,
  type Side,
  type TradableSecurity,
} from '../exchange';
import { cashOf, quoteOf } from '../exchange/test-fixtures';
import type { Quote } from '../market/types';
import { options } from './options-class';

const opt = (
  code: string,
  market: TradableSecurity['market'],
  type: number,
  tick: number,
  derivative: TradableSecurity['derivative'],
): TradableSecurity => ({
  code,
  market,
  name: code,
  type,
  board: 'option',
  lot: 1,
  minBuy: 1,
  tick,
  limit: { kind: 'none' },
  tPlusN: 0,
  isSt: false,
  derivative,
});

/** 50ETF call 3.1 and put 2.9 (×10 000), IO call 4000 (×100), cu call 80000 (×5). */
export const OPT = {
  etfCall: opt('10008001', 'SSE', 9, 0.0001, {
    underlying: '510050',
    multiplier: 10000,
    optionType: 'C',
    strike: 3.1,
    expiry: '2026-12-23',
  }),
  etfPut: opt('10008002', 'SSE', 9, 0.0001, {
    underlying: '510050',
    multiplier: 10000,
    optionType: 'P',
    strike: 2.9,
    expiry: '2026-12-23',
  }),
  ioCall: opt('IO2612-C-4000', 'CFFEX', 10, 0.2, {
    underlying: '000300',
    multiplier: 100,
    optionType: 'C',
    strike: 4000,
    expiry: '2026-12-18',
  }),
  cuCall: opt('cu2701C80000', 'SHFE', 12, 0.5, {
    underlying: 'cu2701',
    multiplier: 5,
    optionType: 'C',
    strike: 80000,
    expiry: '2026-12-07',
  }),
} satisfies Record<string, TradableSecurity>;

export const SETTINGS: ClassSettings = { fees: DEFAULT_FEES, volumeCap: 1, raw: {} };

export const optQuote = (sec: TradableSecurity, last: number, prevClose = last): Quote =>
  quoteOf(last, {
    code: sec.code,
    market: sec.market,
    tick: sec.tick,
    prevClose,
    limitUp: 1e9,
    limitDown: sec.tick,
  });

export interface Book {
  cash: CashState;
  positions: Map<string, Position>;
}

export const newBook = (yuan: number): Book => ({ cash: cashOf(yuan), positions: new Map() });

/** Places an option order and fills it whole at `price` (or answers the refusal). */
export function trade(
  book: Book,
  sec: TradableSecurity,
  side: Side,
  effect: string,
  qty: number,
  price: number,
  underlying: number,
): Result<Book> {
  const posSide = options.positionSide(side, effect);
  const key = holdingKey({ code: sec.code, market: sec.market, ...(posSide ? { posSide } : {}) });
  const position = book.positions.get(key) ?? { ...emptyPosition(sec.market, sec.code), posSide };
  const v = options.validate(
    { side, kind: 'limit', qty, price, effect },
    {
      security: sec,
      permitted: true,
      quote: optQuote(sec, price),
      underlying: quoteOf(underlying, { prevClose: underlying }),
      session: sessionRule('continuous'),
      cash: book.cash,
      position,
      positions: [...book.positions.values()],
      settings: SETTINGS,
    },
  );
  if (!v.ok) return v;
  const order: Order = {
    orderId: 1,
    accountId: 1,
    clOrdId: null,
    market: sec.market,
    code: sec.code,
    securityType: sec.type,
    side,
    kind: 'limit',
    price: v.value.price,
    qty,
    filledQty: 0,
    filledAmount: 0,
    fees: 0,
    frozenCash: v.value.frozenCash,
    frozenQty: v.value.frozenQty,
    status: ORDER_STATUS.REPORTED,
    rejectCode: null,
    tradingDate: '2026-11-20',
    matchKey: '',
    effect,
    ...(posSide ? { posSide } : {}),
  };
  const placed = options.freeze({ cash: book.cash, position, order });
  const filled = options.fill(placed, sec, SETTINGS, qty, price);
  const positions = new Map(book.positions);
  positions.set(key, filled.position);
  return { ok: true, value: { cash: filled.cash, positions } };
}

/** End of day of every holding at the given option and underlying closes. */
export function settle(book: Book, close: number, underlying: number, previous = '2026-11-20') {
  let cash = book.cash;
  const positions = new Map(book.positions);
  const reports = [];
  for (const [key, p] of book.positions) {
    const sec = Object.values(OPT).find((s) => s.code === p.code);
    const r = options.endOfDay({
      cash,
      position: p,
      security: sec,
      closePrice: close,
      underlyingClose: underlying,
      previous,
      next: '2026-11-23',
      accountId: 1,
      settings: SETTINGS,
    });
    cash = r.cash;
    positions.set(key, r.position);
    reports.push(...r.reports);
  }
  return { book: { cash, positions }, reports };
}
