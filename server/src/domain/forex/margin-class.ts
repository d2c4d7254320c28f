import { ERROR_CODES } from '@portal/shared-kit/domain';
import {
  accept,
  checkQuantity,
  freezeOnPlace,
  ORDER_SIZE_RULES,
  reject,
  releaseOrder,
  SIDE,
  workingPrice,
  type AcceptedOrder,
  type AssetClass,
  type ClassEnv,
  type ClassOrderInput,
  type Result,
} from '../exchange';
import { forexSession } from './forex-class';
import { fillForexMargin, fxFloatingLi, fxOpenFreeze } from './margin-book';
import { forexMarginSettings } from './margin-rules';
import { stopOutForex, settleForexMargin } from './margin-settle';
import { forexRules, quoteCnyRate } from './rules';

/** Order effects of the margin mode: 开仓 (buy long / sell short) and 平仓. */
export const isForexMarginEffect = (e: string | null): e is 'open' | 'close' =>
  e === 'open' || e === 'close';

/** Floating P&L of the account's margin positions at the live prices (losses limit new opens). */
function floatingOf(env: ClassEnv): number {
  const rules = forexRules(env.settings);
  let sum = 0;
  for (const p of env.positions) {
    if (!p.posSide || p.qty <= 0) continue;
    const price = env.priceOf?.(`${p.code}.${p.market}`);
    if (price !== undefined && price > 0 && quoteCnyRate(rules, p.code) > 0)
      sum += fxFloatingLi(p, price, rules);
  }
  return sum;
}

/**
 * A margin order, first failure wins: the contest's margin mode (60010), permission (60010),
 * suspension (60006), a pair with a CNY rate (60001), quotes (60020), session (60007); an open:
 * whole lots (60002), tick (60003), its margin and commission within the cash available less the
 * floating losses (60022); a close: the position's free units (60005).
 */
export function validateForexMargin(input: ClassOrderInput, env: ClassEnv): Result<AcceptedOrder> {
  const sec = env.security;
  if (!forexMarginSettings(env.settings).enabled || !env.permitted)
    return reject(ERROR_CODES.BUSINESS_FORBIDDEN);
  if (sec.suspended) return reject(ERROR_CODES.SECURITY_SUSPENDED);
  if (!(quoteCnyRate(forexRules(env.settings), sec.code) > 0))
    return reject(ERROR_CODES.SECURITY_ILLEGAL);
  if (!env.quote) return reject(ERROR_CODES.QUOTES_NOT_INITIALISED);
  if (!env.session.order) return reject(ERROR_CODES.NOT_TRADING_TIME);
  if (!isForexMarginEffect(input.effect)) return reject(ERROR_CODES.PARAMETER_ERROR);
  const sellable = env.position?.sellable ?? 0;
  const opening = input.effect === 'open';
  const qty = checkQuantity(sec, opening ? SIDE.BUY : SIDE.SELL, input.kind, input.qty, sellable);
  if (!qty.ok) return qty;
  const priced = workingPrice(input, sec, env.quote);
  if (!priced.ok) return priced;
  const price = priced.value;
  if (opening) {
    const frozenCash = fxOpenFreeze(env.settings, sec.code, price, input.qty);
    if (frozenCash > env.cash.available + Math.min(0, floatingOf(env)))
      return reject(ERROR_CODES.INSUFFICIENT_MARGIN);
    return accept({ price, frozenCash, frozenQty: 0 });
  }
  if (input.qty > sellable) return reject(ERROR_CODES.INSUFFICIENT_POSITION);
  return accept({ price, frozenCash: 0, frozenQty: input.qty });
}

/**
 * Forex margin (外汇虚盘, teaching mode of a contest with `settings.forex.mode` 'margin'): long (L)
 * and short (S) positions per pair opened with leverage, the margin frozen on open and released on
 * close, floating P&L in CNY at the live rates, a daily swap at the rollover and the stop-out
 * below the contest's level (docs/market-rules.md, "Forex"). `cost` is the margin a position holds.
 */
export const forexMargin: AssetClass = {
  id: 'forex',
  covers: (security, effect) => security.board === 'forex' && isForexMarginEffect(effect),
  holds: (security, posSide) => security.board === 'forex' && (posSide === 'L' || posSide === 'S'),
  positionSide: (side, effect) => ((side === SIDE.BUY) === (effect === 'open') ? 'L' : 'S'),
  session: (_security, phase) => forexSession(phase),
  validate: validateForexMargin,
  freeze: (books) => freezeOnPlace(books.cash, books.position, books.order),
  fill: fillForexMargin,
  release: (books, how) => releaseOrder(books, how),
  fillStep: (security) => security.lot,
  maxQty: (side, effect, price, env) => {
    if (!isForexMarginEffect(effect)) return 0;
    if (effect === 'close') return env.position?.sellable ?? 0;
    if (!(price > 0) || !forexMarginSettings(env.settings).enabled) return 0;
    const code = env.security.code;
    const lot = env.security.lot;
    const room = env.cash.available + Math.min(0, floatingOf(env));
    const perLot = fxOpenFreeze(env.settings, code, price, lot);
    if (!(perLot > 0) || room <= 0) return 0;
    let lots = Math.floor(room / perLot);
    while (lots > 0 && fxOpenFreeze(env.settings, code, price, lots * lot) > room) lots -= 1;
    return Math.min(lots * lot, ORDER_SIZE_RULES.forex.maxLimitQty);
  },
  holdingValue: (position, security, price, priceOf) =>
    security && position.qty > 0
      ? position.cost + fxFloatingLi(position, price, forexRules({ raw: {}, priceOf }))
      : position.cost,
  endOfDay: settleForexMargin,
  endOfAccount: stopOutForex,
};
