import { ERROR_CODES } from '@portal/shared-kit/domain';
import {
  accept,
  amountLi,
  buyFreeze,
  checkQuantity,
  reject,
  SIDE,
  validateOrder,
  workingPrice,
  type AcceptedOrder,
  type ClassEnv,
  type ClassOrderInput,
  type Result,
} from '../exchange';
import { marginAvailable } from './account';
import { openFreeze } from './book';
import { debtOf } from './holding';
import {
  eligibleTerms,
  isCreditSecurity,
  isMarginEffect,
  marginAllowed,
  marginSettings,
} from './rules';

/** Debt the account's contracts hold now (融资负债 + 融券 proceeds), li: the credit line used. */
export function creditUsed(env: Pick<ClassEnv, 'positions'>): number {
  let used = 0;
  for (const p of env.positions) if (p.posSide) used += debtOf(p).debt;
  return used;
}

/**
 * 保证金可用余额 of the account at the last prices (`marginAvailable`: collateral at its haircut,
 * contract losses in full); without prices, the available cash.
 */
export function availableMargin(
  env: Pick<ClassEnv, 'cash' | 'positions' | 'settings' | 'priceOf'>,
) {
  const { priceOf } = env;
  if (!priceOf) return env.cash.available;
  const holdings = env.positions.map((position) => ({
    position,
    price: priceOf(`${position.code}.${position.market}`),
  }));
  return marginAvailable(env.cash, holdings, marginSettings(env.settings));
}

/** 授信额度 of the account, li: the contest's setting or the account's initial funds. */
export function creditLine(env: Pick<ClassEnv, 'settings' | 'cash'>): number {
  return marginSettings(env.settings).creditLine ?? env.cash.initial;
}

/** The side an effect trades: buys for 担保品买入/融资买入/买券还券, sells otherwise. */
export function sideOfEffect(effect: string): 1 | 2 {
  return effect === 'collateralBuy' || effect === 'financeBuy' || effect === 'buyRepay'
    ? SIDE.BUY
    : SIDE.SELL;
}

/**
 * A credit order, first failure wins: a stock or ETF (60001), the effect and its side (60011),
 * 担保品 orders as cash orders; a debt order: permission (60010), suspension (60006), quotes
 * (60020), session (60007; a repayment outside trading hours 60025), the eligible list (60010),
 * quantity (60002), price (60003, 融券卖出 not below the last price), credit line (60023),
 * margin (60022), the contract's shares (60005).
 */
export function validateMargin(input: ClassOrderInput, env: ClassEnv): Result<AcceptedOrder> {
  const sec = env.security;
  const effect = input.effect;
  if (!isCreditSecurity(sec)) return reject(ERROR_CODES.SECURITY_ILLEGAL);
  if (!isMarginEffect(effect) || sideOfEffect(effect) !== input.side)
    return reject(ERROR_CODES.PARAMETER_ERROR);
  const base = { ...env, fees: env.settings.fees };
  if (effect === 'collateralBuy' || effect === 'collateralSell') return validateOrder(input, base);
  if (!env.permitted || !marginAllowed(env.settings)) return reject(ERROR_CODES.BUSINESS_FORBIDDEN);
  if (sec.suspended) return reject(ERROR_CODES.SECURITY_SUSPENDED);
  const quote = env.quote;
  if (!quote) return reject(ERROR_CODES.QUOTES_NOT_INITIALISED);
  const repay = effect === 'sellRepay' || effect === 'buyRepay';
  if (!env.session.order)
    return reject(repay ? ERROR_CODES.NOT_REPAYMENT_TIME : ERROR_CODES.NOT_TRADING_TIME);
  if (input.kind === 'market' && !env.session.marketOrder)
    return reject(ERROR_CODES.NOT_TRADING_TIME);
  const s = marginSettings(env.settings);
  if (!repay && !eligibleTerms(sec, s)) return reject(ERROR_CODES.BUSINESS_FORBIDDEN);
  const held = env.position?.sellable ?? 0;
  // Closing a contract may take an odd lot (all of it); opening takes whole lots.
  const q = checkQuantity(sec, repay ? SIDE.SELL : SIDE.BUY, input.kind, input.qty, held);
  if (!q.ok) return q;
  const priced = workingPrice(input, sec, quote);
  if (!priced.ok) return priced;
  const price = priced.value;
  if (effect === 'shortSell' && s.noShortBelowLast) {
    if (input.kind === 'market' || price < quote.last) return reject(ERROR_CODES.PRICE_ILLEGAL);
  }
  if (repay) {
    if (input.qty > held) return reject(ERROR_CODES.INSUFFICIENT_POSITION);
    if (effect === 'sellRepay') return accept({ price, frozenCash: 0, frozenQty: input.qty });
    const frozenCash = buyFreeze(sec, env.settings.fees, price, input.qty, 0, 0);
    if (frozenCash > env.cash.available) return reject(ERROR_CODES.INSUFFICIENT_FUNDS);
    return accept({ price, frozenCash, frozenQty: input.qty });
  }
  if (creditUsed(env) + amountLi(price, input.qty) > creditLine(env))
    return reject(ERROR_CODES.INSUFFICIENT_CREDIT);
  const side = effect === 'financeBuy' ? 'L' : 'S';
  const frozenCash = openFreeze(
    sec,
    env.settings,
    side,
    { price, filledAmount: 0, fees: 0 },
    input.qty,
  );
  if (frozenCash > env.cash.available || frozenCash > availableMargin(env))
    return reject(ERROR_CODES.INSUFFICIENT_MARGIN);
  return accept({ price, frozenCash, frozenQty: 0 });
}
