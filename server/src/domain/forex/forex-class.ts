import { ERROR_CODES } from '@portal/shared-kit/domain';
import {
  accept,
  checkQuantity,
  freezeOnPlace,
  reject,
  releaseOrder,
  SIDE,
  workingPrice,
  type AssetClass,
  type SessionRule,
} from '../exchange';
import type { Phase } from '../market/types';
import { fillForex, forexBuyFreeze } from './book';
import { forexCnyLi, forexRules, quoteCnyRate } from './rules';

const OPEN: SessionRule = { order: true, marketOrder: true, cancel: true, match: true };
const SHUT: SessionRule = { order: false, marketOrder: false, cancel: false, match: false };

/**
 * The forex session: the interbank market trades round the clock on trading days, so every phase
 * of the market clock in which quotes move is open (verify against the contest's hours); only the
 * closed clock (no quotes) refuses orders (60007).
 */
export function forexSession(phase: Phase): SessionRule {
  return phase === 'closed' || phase === 'pre-open' ? SHUT : OPEN;
}

/**
 * Forex spot (外汇实盘): pairs of the master (board `forex`) in lots of 1000 units of the base
 * currency, bought at the ask and sold at the bid, no price limit, T+0; a holding is a balance of
 * the base currency, its `cost` the CNY paid, so the ledger identity holds unchanged. Long only:
 * selling more of a currency than the account holds is 60005 (docs/market-rules.md, "Forex").
 */
export const forex: AssetClass = {
  id: 'forex',
  covers: (security, effect) => security.board === 'forex' && effect === null,
  holds: (security, posSide) => security.board === 'forex' && posSide === undefined,
  positionSide: () => undefined,
  session: (_security, phase) => forexSession(phase),
  validate: (input, env) => {
    const sec = env.security;
    if (!env.permitted) return reject(ERROR_CODES.BUSINESS_FORBIDDEN);
    if (sec.suspended) return reject(ERROR_CODES.SECURITY_SUSPENDED);
    const rules = forexRules(env.settings);
    if (!(quoteCnyRate(rules, sec.code) > 0)) return reject(ERROR_CODES.SECURITY_ILLEGAL);
    if (!env.quote) return reject(ERROR_CODES.QUOTES_NOT_INITIALISED);
    if (!env.session.order) return reject(ERROR_CODES.NOT_TRADING_TIME);
    const sellable = env.position?.sellable ?? 0;
    const qty = checkQuantity(sec, input.side, input.kind, input.qty, sellable);
    if (!qty.ok) return qty;
    const priced = workingPrice(input, sec, env.quote);
    if (!priced.ok) return priced;
    const price = priced.value;
    if (input.side === SIDE.BUY) {
      const frozenCash = forexBuyFreeze(rules, sec.code, price, input.qty);
      if (frozenCash > env.cash.available) return reject(ERROR_CODES.INSUFFICIENT_FUNDS);
      return accept({ price, frozenCash, frozenQty: 0 });
    }
    if (input.qty > sellable) return reject(ERROR_CODES.INSUFFICIENT_POSITION);
    return accept({ price, frozenCash: 0, frozenQty: input.qty });
  },
  freeze: (books) => freezeOnPlace(books.cash, books.position, books.order),
  fill: fillForex,
  release: (books, how) => releaseOrder(books, how),
  fillStep: (security) => security.lot,
  maxQty: (side, _effect, price, env) => {
    if (side !== SIDE.BUY) return env.position?.sellable ?? 0;
    if (!(price > 0)) return 0;
    const rules = forexRules(env.settings);
    const lot = env.security.lot;
    const perLot = forexBuyFreeze(rules, env.security.code, price, lot);
    if (!(perLot > 0)) return 0;
    let lots = Math.floor(env.cash.available / perLot);
    // Rounding of the amount and the commission: step down until the whole order fits.
    while (
      lots > 0 &&
      forexBuyFreeze(rules, env.security.code, price, lots * lot) > env.cash.available
    )
      lots -= 1;
    return lots * lot;
  },
  // At the live CNY rates where the quotes give them, else the table (live-rates.ts).
  holdingValue: (position, security, price, priceOf) =>
    position.qty > 0 && security
      ? forexCnyLi(forexRules({ raw: {}, priceOf }), security.code, price, position.qty)
      : 0,
  endOfDay: ({ cash, position }) => ({ cash, position, reports: [] }),
};
