import { freezeOnPlace, releaseOrder, SIDE, sessionRule, type AssetClass } from '../exchange';
import { fillOption } from './book';
import { optionsAccountEnd } from './account-end';
import { freeCover } from './cover';
import { dataOf, premiumOf, withData } from './holding';
import { isCovered, isOptionEffect, optionFeeLi, optionTermsOf, premiumLi } from './rules';
import { settleOption } from './settle';
import { optionFreeze, validateOption } from './validate';

/**
 * Options — ETF (SSE, SZSE), index (CFFEX) and commodity (SHFE, DCE, CZCE): rights (L) bought
 * for a premium, obligations (S) written against margin, covered calls (C, 备兑) against locked
 * shares, 开仓/平仓 both ways, T+0, margin of the shorts re-set every day, combinations
 * (combos.ts), exercise and expiry (exercise.ts) — docs/market-rules.md, "Options".
 */
export const options: AssetClass = {
  id: 'options',
  covers: (security) => security.board === 'option',
  holds: (security, posSide) => security.board === 'option' && posSide !== undefined,
  positionSide: (side, effect) =>
    isCovered(effect) ? 'C' : (side === SIDE.BUY) === (effect !== 'close') ? 'L' : 'S',
  session: (_security, phase, minuteOfDay) => sessionRule(phase, minuteOfDay),
  validate: validateOption,
  freeze: (books) => {
    if (books.order.effect !== 'coveredOpen')
      return freezeOnPlace(books.cash, books.position, books.order);
    // 备兑开仓 freezes its fee and takes its cover units; the contracts themselves are not frozen.
    const placed = freezeOnPlace(books.cash, books.position, { ...books.order, frozenQty: 0 });
    const units = dataOf(books.position, 'coverUnits') + books.order.frozenQty;
    return {
      ...placed,
      order: books.order,
      position: withData(placed.position, 'coverUnits', units),
    };
  },
  fill: fillOption,
  release: (books, how) => {
    if (books.order.effect !== 'coveredOpen') return releaseOrder(books, how);
    const r = releaseOrder({ ...books, order: { ...books.order, frozenQty: 0 } }, how);
    const units = dataOf(books.position, 'coverUnits') - books.order.frozenQty;
    return { ...r, position: withData(r.position, 'coverUnits', units) };
  },
  fillStep: () => 1,
  maxQty: (side, effect, price, env) => {
    const t = optionTermsOf(env.security);
    if (!t || !isOptionEffect(effect)) return 0;
    const cap = t.product.maxOrderQty;
    if (effect === 'coveredOpen') {
      const free = freeCover(env.positions, t.underlying, env.security.market, env.securityOf);
      const fee = optionFeeLi(t, env.settings, 1);
      const byCash = fee > 0 ? Math.floor(env.cash.available / fee) : cap;
      return side === SIDE.SELL ? Math.max(0, Math.min(cap, Math.floor(free / t.unit), byCash)) : 0;
    }
    const eff = effect === 'coveredClose' ? 'close' : effect;
    if (eff === 'close' && side === SIDE.SELL) return Math.min(cap, env.position?.sellable ?? 0);
    if (!(price > 0)) return 0;
    const room = eff === 'close' ? (env.position?.sellable ?? 0) : cap;
    const perOne = optionFreeze(t, env, side, eff, price, 1);
    let qty = Math.min(cap, room, perOne > 0 ? Math.floor(env.cash.available / perOne) : 0);
    while (qty > 0 && optionFreeze(t, env, side, eff, price, qty) > env.cash.available) qty -= 1;
    return qty;
  },
  holdingValue: (position, security, price) => {
    const t = optionTermsOf(security);
    if (!t || position.qty <= 0) return position.cost;
    const value = premiumLi(t, price, position.qty);
    return position.posSide !== 'L' ? position.cost + premiumOf(position) - value : value;
  },
  endOfDay: settleOption,
  endOfAccount: optionsAccountEnd,
};
