import { ERROR_CODES } from '@portal/shared-kit/domain';
import {
  accept,
  checkBand,
  checkTick,
  protectionPrice,
  reject,
  SIDE,
  type AcceptedOrder,
  type ClassEnv,
  type ClassOrderInput,
  type Result,
  type Side,
} from '../exchange';
import { freeCover } from './cover';
import {
  isCovered,
  isOptionEffect,
  marginLi,
  optionFeeLi,
  optionTermsOf,
  premiumLi,
  type OptionTerms,
} from './rules';

/** Previous settlement of the option and previous close of its underlying (margin inputs). */
export function marginInputs(env: Pick<ClassEnv, 'quote' | 'underlying'>, price: number) {
  const settle = env.quote?.prevClose ?? price;
  const u = env.underlying?.prevClose ?? env.underlying?.last ?? 0;
  return { settle: Math.max(settle, price), u };
}

/** Margin of `qty` short contracts opened at `price` (never below the premium they bring in). */
export function shortMarginLi(t: OptionTerms, env: ClassEnv, price: number, qty: number): number {
  const { settle, u } = marginInputs(env, price);
  return Math.max(marginLi(t, settle, u, qty), premiumLi(t, price, qty));
}

/** Cash an order freezes: a buy the premium plus fee; a sell open the margin plus fee; 备兑开仓 the fee. */
export function optionFreeze(
  t: OptionTerms,
  env: ClassEnv,
  side: Side,
  effect: string,
  price: number,
  qty: number,
): number {
  const fee = optionFeeLi(t, env.settings, qty);
  if (side === SIDE.BUY) return premiumLi(t, price, qty) + fee;
  if (effect === 'coveredOpen') return fee;
  return effect === 'open' ? shortMarginLi(t, env, price, qty) + fee : 0;
}

/**
 * An option order, first failure wins: listed contract not past expiry (60001), contest permission
 * (60010), suspension (60006), quotes (60020), session (60007), effect (60011), contracts (60002),
 * tick and band (60003), market order without an opposite side (60017); a buy: premium and fee
 * (60004); a sell open: margin (60022); a close: closable contracts (60005). 备兑: calls of a
 * physically delivered product only, opened by a sell and closed by a buy (60011, 60010), the
 * open against free locked shares (60005).
 */
export function validateOption(input: ClassOrderInput, env: ClassEnv): Result<AcceptedOrder> {
  const sec = env.security;
  const t = optionTermsOf(sec);
  if (!t) return reject(ERROR_CODES.SECURITY_ILLEGAL);
  if (!env.permitted) return reject(ERROR_CODES.BUSINESS_FORBIDDEN);
  if (sec.suspended) return reject(ERROR_CODES.SECURITY_SUSPENDED);
  const quote = env.quote;
  if (!quote) return reject(ERROR_CODES.QUOTES_NOT_INITIALISED);
  if (quote.tradingDate > t.expiry) return reject(ERROR_CODES.SECURITY_ILLEGAL);
  if (!env.session.order) return reject(ERROR_CODES.NOT_TRADING_TIME);
  if (input.kind === 'market' && !env.session.marketOrder)
    return reject(ERROR_CODES.NOT_TRADING_TIME);
  const effect = input.effect;
  if (!isOptionEffect(effect)) return reject(ERROR_CODES.PARAMETER_ERROR);
  if (!Number.isSafeInteger(input.qty) || input.qty < 1 || input.qty > t.product.maxOrderQty)
    return reject(ERROR_CODES.QUANTITY_ILLEGAL);
  let price: number;
  if (input.kind === 'limit') {
    if (input.price === null) return reject(ERROR_CODES.PRICE_ILLEGAL);
    const tick = checkTick(sec, input.price);
    if (!tick.ok) return tick;
    const band = checkBand(quote, input.price);
    if (!band.ok) return band;
    price = input.price;
  } else {
    const p = protectionPrice(quote, input.side);
    if (p === undefined) return reject(ERROR_CODES.CANNOT_EXECUTE);
    price = p;
  }
  const covered = checkCovered(t, input, env);
  if (!covered.ok) return covered;
  const closing = effect === 'close' || effect === 'coveredClose';
  if (closing && input.qty > (env.position?.sellable ?? 0))
    return reject(ERROR_CODES.INSUFFICIENT_POSITION);
  const frozenCash = optionFreeze(t, env, input.side, effect, price, input.qty);
  if (frozenCash > env.cash.available)
    return reject(
      input.side === SIDE.SELL && effect === 'open'
        ? ERROR_CODES.INSUFFICIENT_MARGIN
        : ERROR_CODES.INSUFFICIENT_FUNDS,
    );
  // A close freezes its contracts; a covered open the underlying units it takes as cover.
  const frozenQty = closing ? input.qty : effect === 'coveredOpen' ? input.qty * t.unit : 0;
  return accept({ price, frozenCash, frozenQty });
}

/** 备兑 orders: a call of an ETF option, sold to open against free cover, bought to close. */
function checkCovered(t: OptionTerms, input: ClassOrderInput, env: ClassEnv): Result<true> {
  if (!isCovered(input.effect)) return accept(true);
  if (t.product.settlement !== 'physical') return reject(ERROR_CODES.BUSINESS_FORBIDDEN);
  const opening = input.effect === 'coveredOpen';
  if (t.optionType !== 'C' || input.side !== (opening ? SIDE.SELL : SIDE.BUY))
    return reject(ERROR_CODES.PARAMETER_ERROR);
  if (!opening) return accept(true);
  const free = freeCover(env.positions, t.underlying, env.security.market, env.securityOf);
  return input.qty * t.unit > free ? reject(ERROR_CODES.INSUFFICIENT_POSITION) : accept(true);
}
