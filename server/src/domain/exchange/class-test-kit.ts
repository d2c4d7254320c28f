import { holdingKey, type AssetClass, type ClassEnv, type ClassSettings } from './asset-class';
import { emptyPosition } from './ledger';
import type { Result } from './result';
import {
  ORDER_STATUS,
  type CashState,
  type Order,
  type Position,
  type Side,
  type TradableSecurity,
} from './types';

/**
 * Test kit of the sided (derivative) asset classes: an account's book, one order placed and filled
 * whole through a class's validate → freeze → fill, and the day end of every holding.
 */
export interface Book {
  cash: CashState;
  positions: Map<string, Position>;
}

/** What a test gives the class's env besides the book (quote, underlying, session, settings). */
export type EnvExtras = Omit<
  ClassEnv,
  'security' | 'permitted' | 'cash' | 'position' | 'positions'
>;

/** Places an order through `cls` and fills it whole at `price` (or answers the refusal). */
export function fillWhole(
  cls: AssetClass,
  book: Book,
  sec: TradableSecurity,
  order: { side: Side; effect: string; qty: number; price: number; tradingDate?: string },
  env: EnvExtras,
): Result<Book> {
  const { side, effect, qty, price } = order;
  const posSide = cls.positionSide(side, effect);
  const key = holdingKey({ code: sec.code, market: sec.market, ...(posSide ? { posSide } : {}) });
  const position = book.positions.get(key) ?? { ...emptyPosition(sec.market, sec.code), posSide };
  const v = cls.validate(
    { side, kind: 'limit', qty, price, effect },
    {
      ...env,
      security: sec,
      permitted: true,
      cash: book.cash,
      position,
      positions: [...book.positions.values()],
    },
  );
  if (!v.ok) return v;
  const placed: Order = {
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
    tradingDate: order.tradingDate ?? '2026-11-20',
    matchKey: '',
    effect,
    ...(posSide ? { posSide } : {}),
  };
  const frozen = cls.freeze({ cash: book.cash, position, order: placed });
  const filled = cls.fill(frozen, sec, env.settings, qty, price);
  const positions = new Map(book.positions);
  positions.set(key, filled.position);
  return { ok: true, value: { cash: filled.cash, positions } };
}

/** Runs `cls`'s end of day over every holding of the book; `price` gives each one's close. */
export function endEveryHolding(
  cls: AssetClass,
  book: Book,
  securities: readonly TradableSecurity[],
  price: (code: string) => { close: number | undefined; underlying?: number },
  settings: ClassSettings,
  previous: string,
) {
  let cash = book.cash;
  const positions = new Map(book.positions);
  const reports = [];
  for (const [key, p] of book.positions) {
    const { close, underlying } = price(p.code);
    const r = cls.endOfDay({
      cash,
      position: p,
      security: securities.find((s) => s.code === p.code),
      closePrice: close,
      ...(underlying !== undefined ? { underlyingClose: underlying } : {}),
      previous,
      next: '2026-11-23',
      accountId: 1,
      settings,
    });
    cash = r.cash;
    positions.set(key, r.position);
    reports.push(...r.reports);
  }
  return { book: { cash, positions }, reports };
}
