import {
  sessionRule,
  DEFAULT_FEES,
  type ClassSettings,
  type Result,
  type Side,
  type TradableSecurity,
} from '../exchange';
import { endEveryHolding, fillWhole, type Book } from '../exchange/class-test-kit';
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

export type { Book };

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
  return fillWhole(
    options,
    book,
    sec,
    { side, effect, qty, price },
    {
      quote: optQuote(sec, price),
      underlying: quoteOf(underlying, { prevClose: underlying }),
      session: sessionRule('continuous'),
      settings: SETTINGS,
    },
  );
}

/** End of day of every holding at the given option and underlying closes. */
export function settle(book: Book, close: number, underlying: number, previous = '2026-11-20') {
  return endEveryHolding(
    options,
    book,
    Object.values(OPT),
    () => ({ close, underlying }),
    SETTINGS,
    previous,
  );
}
