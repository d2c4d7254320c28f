import { freezeOnPlace, releaseOrder, SIDE, sessionRule, type AssetClass } from '../exchange';
import { fillOption } from './book';
import { premiumOf } from './holding';
import { optionTermsOf, premiumLi } from './rules';
import { settleOption } from './settle';
import { optionFreeze, validateOption } from './validate';

/**
 * Options — ETF (SSE, SZSE), index (CFFEX) and commodity (SHFE, DCE, CZCE): rights (L) bought
 * for a premium, obligations (S) written against margin, 开仓/平仓 both ways, T+0, margin of the
 * shorts re-set every day, expiry at the intrinsic value (docs/market-rules.md, "Options").
 */
export const options: AssetClass = {
  id: 'options',
  covers: (security) => security.board === 'option',
  holds: (security, posSide) => security.board === 'option' && posSide !== undefined,
  positionSide: (side, effect) => ((side === SIDE.BUY) === (effect !== 'close') ? 'L' : 'S'),
  session: (_security, phase, minuteOfDay) => sessionRule(phase, minuteOfDay),
  validate: validateOption,
  freeze: (books) => freezeOnPlace(books.cash, books.position, books.order),
  fill: fillOption,
  release: (books, how) => releaseOrder(books, how),
  fillStep: () => 1,
  maxQty: (side, effect, price, env) => {
    const t = optionTermsOf(env.security);
    if (!t || (effect !== 'open' && effect !== 'close')) return 0;
    const cap = t.product.maxOrderQty;
    if (effect === 'close' && side === SIDE.SELL) return Math.min(cap, env.position?.sellable ?? 0);
    if (!(price > 0)) return 0;
    const room = effect === 'close' ? (env.position?.sellable ?? 0) : cap;
    const perOne = optionFreeze(t, env, side, effect, price, 1);
    let qty = Math.min(cap, room, perOne > 0 ? Math.floor(env.cash.available / perOne) : 0);
    while (qty > 0 && optionFreeze(t, env, side, effect, price, qty) > env.cash.available) qty -= 1;
    return qty;
  },
  holdingValue: (position, security, price) => {
    const t = optionTermsOf(security);
    if (!t || position.qty <= 0) return position.cost;
    const value = premiumLi(t, price, position.qty);
    return position.posSide === 'S' ? position.cost + premiumOf(position) - value : value;
  },
  endOfDay: settleOption,
};
