import { ERROR_CODES } from '@portal/shared-kit/domain';
import {
  accept,
  reject,
  SIDE,
  type AcceptedOrder,
  type ClassEnv,
  type ClassOrderInput,
  type Result,
  type Side,
  workingPrice,
} from '../exchange';
import { bookOf, lotsBy, todayFor, ymd, type DayTest } from './holding';
import {
  feeLi,
  isFuturesEffect,
  marginLi,
  maxOrderLots,
  positionLimit,
  termsOf,
  type FuturesEffect,
} from './rules';

/**
 * Lots a close of `effect` may take now: 平今 today's, 平昨 yesterday's, 平仓 any (not frozen).
 * `isToday` tells which lot buckets are today's for the order's trading day (default: every
 * bucket of the holding's current day).
 */
export function closableLots(
  effect: FuturesEffect,
  env: Pick<ClassEnv, 'position'>,
  isToday: DayTest = () => true,
): number {
  const p = env.position;
  if (!p) return 0;
  const free = p.sellable;
  if (effect === 'closeToday') return Math.min(free, lotsBy(p, isToday).today);
  if (effect === 'closeYesterday') return Math.min(free, lotsBy(p, isToday).yesterday);
  return free;
}

/**
 * Today's lots for an order taken under the env's session: in a night session before midnight
 * (`nextDay`) the lots of a later day than the quote's, otherwise those of the quote's day.
 */
export function todayTest(env: Pick<ClassEnv, 'session' | 'quote'>): DayTest {
  const day = ymd(env.quote?.tradingDate ?? '');
  if (!day) return () => true;
  return env.session.nextDay ? (d) => d > day : todayFor(day);
}

/**
 * Lots the side may still open under its position limit (60114): the limit less the lots held
 * and the lots working open orders still want.
 */
export function openRoom(env: Pick<ClassEnv, 'position' | 'security' | 'settings'>): number {
  const p = env.position;
  const held = p ? p.qty + bookOf(p).pendingOpen : 0;
  return Math.max(0, positionLimit(env.security, env.settings) - held);
}

/** Cash an open of `lots` at `price` freezes: the margin plus the open fee. */
export function openFreeze(env: ClassEnv, side: Side, price: number, lots: number): number {
  const posSide = side === SIDE.BUY ? 'L' : 'S';
  return (
    marginLi(env.security, posSide, price, lots, env.settings) +
    feeLi(env.security, 'open', price, lots)
  );
}

/**
 * A futures order, first failure wins: listed contract not past its last trading day (60001),
 * contest permission (60010), suspension (60006), quotes (60020), session (60007), effect (60011;
 * 平今/平昨 only on SHFE/INE, 60010), lots (60002), tick and daily limit (60003), market order
 * without an opposite side (60017); an open: position limit counting
 * working open orders (60114) and margin (60022); a close:
 * closable lots (60005).
 */
export function validateFutures(input: ClassOrderInput, env: ClassEnv): Result<AcceptedOrder> {
  const sec = env.security;
  const terms = termsOf(sec);
  if (!terms) return reject(ERROR_CODES.SECURITY_ILLEGAL);
  if (!env.permitted) return reject(ERROR_CODES.BUSINESS_FORBIDDEN);
  if (sec.suspended) return reject(ERROR_CODES.SECURITY_SUSPENDED);
  const quote = env.quote;
  if (!quote) return reject(ERROR_CODES.QUOTES_NOT_INITIALISED);
  if (quote.tradingDate > terms.lastTradingDay) return reject(ERROR_CODES.SECURITY_ILLEGAL);
  if (!env.session.order) return reject(ERROR_CODES.NOT_TRADING_TIME);
  if (input.kind === 'market' && !env.session.marketOrder)
    return reject(ERROR_CODES.NOT_TRADING_TIME);
  const effect = input.effect;
  if (!isFuturesEffect(effect)) return reject(ERROR_CODES.PARAMETER_ERROR);
  if ((effect === 'closeToday' || effect === 'closeYesterday') && !terms.closeTodayOrders)
    return reject(ERROR_CODES.BUSINESS_FORBIDDEN);
  if (!Number.isSafeInteger(input.qty) || input.qty < 1 || input.qty > maxOrderLots(sec))
    return reject(ERROR_CODES.QUANTITY_ILLEGAL);
  const priced = workingPrice(input, sec, quote);
  if (!priced.ok) return priced;
  const price = priced.value;
  if (effect === 'open') {
    if (input.qty > openRoom(env)) return reject(ERROR_CODES.POSITION_LIMIT_EXCEEDED);
    const frozenCash = openFreeze(env, input.side, price, input.qty);
    if (frozenCash > env.cash.available) return reject(ERROR_CODES.INSUFFICIENT_MARGIN);
    return accept({ price, frozenCash, frozenQty: 0 });
  }
  if (input.qty > closableLots(effect, env, todayTest(env)))
    return reject(ERROR_CODES.INSUFFICIENT_POSITION);
  return accept({ price, frozenCash: 0, frozenQty: input.qty });
}
