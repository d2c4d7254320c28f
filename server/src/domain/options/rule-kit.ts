import {
  emptyPosition,
  holdingKey,
  sessionRule,
  type Position,
  type Side,
  type TradableSecurity,
} from '../exchange';
import type { DerivativeTerms } from '../market/types';
import { endEveryHolding, fillWhole, type Book } from '../exchange/class-test-kit';
import { quoteOf } from '../exchange/test-fixtures';
import type { ComboLeg } from './combo-rules';
import { options } from './options-class';
import { optionTermsOf } from './rules';
import { OPT, optQuote, SETTINGS } from './test-fixtures';

/**
 * Test kit of the covered, combination and exercise rules: the fixtures' contracts plus a 510050
 * call spread leg, orders with the master at hand, and the whole day end (each holding, then
 * the options account-wide step) as the exchange's settlement runs it.
 */
export const variant = (
  base: TradableSecurity,
  code: string,
  patch: Partial<DerivativeTerms>,
  name = code,
): TradableSecurity => ({
  ...base,
  code,
  name,
  derivative: { ...(base.derivative as DerivativeTerms), ...patch },
});

export const MORE = {
  etfCall32: variant(OPT.etfCall, '10008003', { strike: 3.2 }),
  etfPut31: variant(OPT.etfPut, '10008004', { strike: 3.1 }),
  etfCallAdj: variant(
    OPT.etfCall,
    '10008005',
    { multiplier: 10_265, strike: 3.02 },
    '50ETF购12月3100A',
  ),
};

const ALL: TradableSecurity[] = [...Object.values(OPT), ...Object.values(MORE)];
export const securityOf = (code: string) => ALL.find((s) => s.code === code);

/** Places and fills an order with the master available (covered opens look their cover up). */
export function deal(
  book: Book,
  sec: TradableSecurity,
  side: Side,
  effect: string,
  qty: number,
  price: number,
  underlying = 3,
) {
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
      securityOf,
    },
  );
}

/** A book holding `units` shares of 510050 bought at `price` (their cost), all sellable. */
export function withShares(book: Book, units: number, price = 3): Book {
  const cost = Math.round(price * units * 1000);
  const positions = new Map(book.positions);
  positions.set('510050.SSE', {
    ...emptyPosition('SSE', '510050'),
    qty: units,
    sellable: units,
    cost,
  });
  return { cash: { ...book.cash, available: book.cash.available - cost }, positions };
}

/** The whole day end at one option close and one underlying close. */
export function dayEnd(book: Book, close: number, underlying: number, previous = '2026-11-20') {
  const each = endEveryHolding(
    options,
    book,
    ALL,
    () => ({ close, underlying }),
    SETTINGS,
    previous,
  );
  const end = options.endOfAccount?.({
    cash: each.book.cash,
    holdings: [...each.book.positions.values()].map((position) => ({
      position,
      security: securityOf(position.code),
      price: close,
    })),
    previous,
    next: '2026-11-23',
    accountId: 1,
    settings: SETTINGS,
    priceOf: () => underlying,
  });
  const positions = new Map(each.book.positions);
  for (const p of end?.positions ?? []) positions.set(holdingKey(p), p);
  return {
    book: { cash: end?.cash ?? each.book.cash, positions },
    reports: [...each.reports, ...(end?.reports ?? [])],
  };
}

/** A holding of the book by contract and side. */
export const holding = (b: Book, code: string, posSide?: Position['posSide']) =>
  [...b.positions.values()].find((p) => p.code === code && p.posSide === posSide);

/** A combination leg as the routes build it. */
export const leg = (b: Book, sec: TradableSecurity, posSide: 'L' | 'S' | 'C'): ComboLeg => ({
  position: b.positions.get(holdingKey({ code: sec.code, market: sec.market, posSide })),
  terms: optionTermsOf(sec),
  posSide,
});

/** Puts changed holdings (and cash) back into a book. */
export const apply = (b: Book, r: { cash: Book['cash']; positions: Position[] }): Book => {
  const positions = new Map(b.positions);
  for (const p of r.positions) positions.set(holdingKey(p), p);
  return { cash: r.cash, positions };
};
