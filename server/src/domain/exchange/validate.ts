import { ERROR_CODES } from '@portal/shared-kit/domain';
import type { Quote } from '../market/types';
import { amountLi, toLi } from './money';
import { accept, reject, type Result } from './result';
import {
  checkBand,
  checkLocked,
  checkQuantity,
  checkTick,
  orderFeeTotal,
  type FeeSchedule,
  type SessionRule,
} from './rules';
import {
  SIDE,
  type CashState,
  type OrderKind,
  type Position,
  type Side,
  type TradableSecurity,
} from './types';

/** What the trader asked for. `price` is ignored for market orders. */
export interface OrderInput {
  side: Side;
  kind: OrderKind;
  qty: number;
  price: number | null;
}

/** Everything validation looks at, gathered by the caller. */
export interface ValidationEnv {
  security: TradableSecurity | undefined;
  /** Spec §5: whether the contest allows this security. */
  permitted: boolean;
  quote: Quote | undefined;
  session: SessionRule;
  cash: CashState;
  position: Position | undefined;
  fees: FeeSchedule;
}

/** An order that passed: its working price and what it freezes (li and shares). */
export interface AcceptedOrder {
  price: number;
  frozenCash: number;
  frozenQty: number;
}

/** Cash a buy freezes: the amount at its price plus the fees that amount would cost. */
export function buyFreeze(
  sec: TradableSecurity,
  fees: FeeSchedule,
  price: number,
  remaining: number,
  tradedLi: number,
  feesCharged: number,
): number {
  if (remaining <= 0) return 0;
  const amount = amountLi(price, remaining);
  return amount + orderFeeTotal(fees, sec.board, SIDE.BUY, tradedLi + amount) - feesCharged;
}

/**
 * Cash a sell keeps aside for its minimum commission, so a small sale never drives cash below
 * zero; capped at the cash there is (a trader without cash may still sell).
 */
export function sellReserve(fees: FeeSchedule, available: number): number {
  return Math.max(0, Math.min(available, toLi(fees.minCommission)));
}

/** Protection price of a market order: the worst of the five opposite levels. */
export function protectionPrice(quote: Quote, side: Side): number | undefined {
  const levels = side === SIDE.BUY ? quote.asks : quote.bids;
  if (levels.length === 0) return undefined;
  const prices = levels.map((l) => l.price);
  return side === SIDE.BUY ? Math.max(...prices) : Math.min(...prices);
}

/**
 * The price an order works at: a limit price on the tick and inside the daily band (60003), or a
 * market order's protection price (60017 without an opposite side).
 */
export function workingPrice(
  input: OrderInput,
  sec: TradableSecurity,
  quote: Quote,
): Result<number> {
  if (input.kind === 'market') {
    const p = protectionPrice(quote, input.side);
    return p === undefined ? reject(ERROR_CODES.CANNOT_EXECUTE) : accept(p);
  }
  if (input.price === null) return reject(ERROR_CODES.PRICE_ILLEGAL);
  const tick = checkTick(sec, input.price);
  if (!tick.ok) return tick;
  const band = checkBand(quote, input.price);
  if (!band.ok) return band;
  return accept(input.price);
}

/**
 * The validation pipeline of an order, first failure wins: security (60001), contest permission
 * (60010), suspension (60006), quotes (60020), session (60007), quantity (60002), locked limit
 * (60132/60133), tick and band (60003), market order without an opposite side (60017), funds
 * (60004) and position incl. T+1 (60005).
 */
export function validateOrder(input: OrderInput, env: ValidationEnv): Result<AcceptedOrder> {
  const sec = env.security;
  if (!sec || sec.board === 'index') return reject(ERROR_CODES.SECURITY_ILLEGAL);
  if (!env.permitted) return reject(ERROR_CODES.BUSINESS_FORBIDDEN);
  if (sec.suspended) return reject(ERROR_CODES.SECURITY_SUSPENDED);
  const quote = env.quote;
  if (!quote) return reject(ERROR_CODES.QUOTES_NOT_INITIALISED);
  if (!env.session.order) return reject(ERROR_CODES.NOT_TRADING_TIME);
  if (input.kind === 'market' && !env.session.marketOrder)
    return reject(ERROR_CODES.NOT_TRADING_TIME);
  const sellable = env.position?.sellable ?? 0;
  const qtyCheck = checkQuantity(sec, input.side, input.kind, input.qty, sellable);
  if (!qtyCheck.ok) return qtyCheck;
  // Before pricing: a market order at a locked limit has no opposite side to price against.
  const locked = checkLocked(quote, input.side);
  if (!locked.ok) return locked;
  const priced = workingPrice(input, sec, quote);
  if (!priced.ok) return priced;
  const price = priced.value;
  if (input.side === SIDE.BUY) {
    const frozenCash = buyFreeze(sec, env.fees, price, input.qty, 0, 0);
    if (frozenCash > env.cash.available) return reject(ERROR_CODES.INSUFFICIENT_FUNDS);
    return accept({ price, frozenCash, frozenQty: 0 });
  }
  if (input.qty > sellable) return reject(ERROR_CODES.INSUFFICIENT_POSITION);
  return accept({
    price,
    frozenCash: sellReserve(env.fees, env.cash.available),
    frozenQty: input.qty,
  });
}
