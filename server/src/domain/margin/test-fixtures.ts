import {
  DEFAULT_FEES,
  emptyPosition,
  holdingKey,
  ORDER_STATUS,
  sessionRule,
  type CashState,
  type ClassSettings,
  type Order,
  type Position,
  type Report,
  type Result,
  type TradableSecurity,
} from '../exchange';
import { cashOf, quoteOf, SEC } from '../exchange/test-fixtures';
import type { Quote } from '../market/types';
import { margin } from './margin-class';
import { sideOfEffect } from './validate';

/** 600519 (eligible by default) and 600666 (not on the list). */
export const STOCK = { eligible: SEC.main, other: SEC.st } satisfies Record<
  string,
  TradableSecurity
>;

export const SETTINGS: ClassSettings = { fees: DEFAULT_FEES, volumeCap: 1, raw: {} };

export const stockQuote = (sec: TradableSecurity, last: number): Quote =>
  quoteOf(last, { code: sec.code, market: sec.market, prevClose: last });

/** A credit account in a test. */
export interface Book {
  cash: CashState;
  positions: Map<string, Position>;
}

export const newBook = (yuan: number): Book => ({ cash: cashOf(yuan), positions: new Map() });

interface TradeOpts {
  quote?: Quote;
  settings?: ClassSettings;
  session?: ReturnType<typeof sessionRule>;
  fillQty?: number;
  /** Last prices of the account's holdings (the haircut-valued available margin). */
  priceOf?: (key: string) => number | undefined;
}

/** Places a credit order of `effect` and fills it (whole, or `fillQty`) at `price`. */
export function trade(
  book: Book,
  sec: TradableSecurity,
  effect: string,
  qty: number,
  price: number,
  opts: TradeOpts = {},
): Result<Book> {
  const side = sideOfEffect(effect);
  const posSide = margin.positionSide(side, effect);
  const key = holdingKey({ code: sec.code, market: sec.market, ...(posSide ? { posSide } : {}) });
  const position = book.positions.get(key) ?? { ...emptyPosition(sec.market, sec.code), posSide };
  const settings = opts.settings ?? SETTINGS;
  const v = margin.validate(
    { side, kind: 'limit', qty, price, effect },
    {
      security: sec,
      permitted: true,
      quote: opts.quote ?? stockQuote(sec, price),
      session: opts.session ?? sessionRule('continuous'),
      cash: book.cash,
      position,
      positions: [...book.positions.values()],
      settings,
      ...(opts.priceOf ? { priceOf: opts.priceOf } : {}),
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
  let books = margin.freeze({ cash: book.cash, position, order });
  const parts = opts.fillQty && opts.fillQty < qty ? [opts.fillQty, qty - opts.fillQty] : [qty];
  for (const q of parts) books = margin.fill(books, sec, settings, q, price);
  const positions = new Map(book.positions);
  positions.set(key, books.position);
  return { ok: true, value: { cash: books.cash, positions } };
}

/** Day end: every contract's interest and T+1, then the account's maintenance check. */
export function settle(
  book: Book,
  price: number,
  settings: ClassSettings = SETTINGS,
): { book: Book; reports: Report[] } {
  let cash = book.cash;
  const positions = new Map(book.positions);
  const reports: Report[] = [];
  for (const [key, p] of book.positions) {
    const base = { cash, position: p, security: STOCK.eligible, closePrice: price };
    const io = { previous: '2026-11-20', next: '2026-11-23', accountId: 1, settings };
    const r = p.posSide
      ? margin.endOfDay({ ...base, ...io })
      : { cash, position: { ...p, sellable: p.qty - p.frozen }, reports: [] };
    cash = r.cash;
    reports.push(...r.reports);
    positions.set(key, r.position);
  }
  const end = margin.endOfAccount?.({
    cash,
    holdings: [...positions.values()].map((position) => ({
      position,
      security: STOCK.eligible,
      price,
    })),
    previous: '2026-11-20',
    next: '2026-11-23',
    accountId: 1,
    settings,
  });
  if (!end) return { book: { cash, positions }, reports };
  for (const p of end.positions) positions.set(holdingKey(p), p);
  return { book: { cash: end.cash, positions }, reports: [...reports, ...end.reports] };
}
