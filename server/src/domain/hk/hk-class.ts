import { ERROR_CODES } from '@portal/shared-kit/domain';
import {
  accept,
  amountLi,
  checkQuantity,
  freezeOnPlace,
  reject,
  releaseOrder,
  sellReserve,
  sessionRule,
  SIDE,
  workingPrice,
  type AssetClass,
  type ClassSettings,
} from '../exchange';
import { fillHk } from './book';
import { HK_RULES, hkFeeItems, hkRules, toCny } from './rules';

/** CNY li a buy of `qty` at `price` HKD freezes: amount at the ask reference plus its fees. */
export function hkBuyFreeze(settings: ClassSettings, price: number, qty: number): number {
  if (qty <= 0) return 0;
  const rules = hkRules(settings);
  const cny = toCny(amountLi(price, qty), rules.referenceRate.buy);
  return cny + hkFeeItems(rules, settings.fees, cny).total;
}

/**
 * Hong Kong shares through the connects (港股通): board lot per security, odd lots sell-only,
 * the HKEX spread table, no daily limit, T+0; HKD quotes, cash settled in CNY at the contest's
 * reference rate, fee items per fill (docs/market-rules.md, "Hong Kong via Stock Connect").
 * A holding's `cost` is the CNY it cost, so the ledger identity holds unchanged.
 */
export const hk: AssetClass = {
  id: 'hk',
  covers: (security, effect) => security.board === 'hk' && effect === null,
  holds: (security, posSide) => security.board === 'hk' && posSide === undefined,
  positionSide: () => undefined,
  session: (_security, phase, minuteOfDay) => sessionRule(phase, minuteOfDay),
  validate: (input, env) => {
    const sec = env.security;
    if (!env.permitted) return reject(ERROR_CODES.BUSINESS_FORBIDDEN);
    if (sec.suspended) return reject(ERROR_CODES.SECURITY_SUSPENDED);
    if (!env.quote) return reject(ERROR_CODES.QUOTES_NOT_INITIALISED);
    if (!env.session.order) return reject(ERROR_CODES.NOT_TRADING_TIME);
    if (input.kind === 'market' && !env.session.marketOrder)
      return reject(ERROR_CODES.NOT_TRADING_TIME);
    const sellable = env.position?.sellable ?? 0;
    const qty = checkQuantity(sec, input.side, input.kind, input.qty, sellable);
    if (!qty.ok) return qty;
    const priced = workingPrice(input, sec, env.quote);
    if (!priced.ok) return priced;
    const price = priced.value;
    if (input.side === SIDE.BUY) {
      const frozenCash = hkBuyFreeze(env.settings, price, input.qty);
      if (frozenCash > env.cash.available) return reject(ERROR_CODES.INSUFFICIENT_FUNDS);
      return accept({ price, frozenCash, frozenQty: 0 });
    }
    if (input.qty > sellable) return reject(ERROR_CODES.INSUFFICIENT_POSITION);
    const frozenCash = sellReserve(env.settings.fees, env.cash.available);
    return accept({ price, frozenCash, frozenQty: input.qty });
  },
  freeze: (books) => freezeOnPlace(books.cash, books.position, books.order),
  fill: fillHk,
  release: (books, how) => releaseOrder(books, how),
  fillStep: (security) => security.lot,
  maxQty: (side, _effect, price, env) => {
    if (side !== SIDE.BUY) return env.position?.sellable ?? 0;
    if (!(price > 0)) return 0;
    const lot = env.security.lot;
    const perLot = hkBuyFreeze(env.settings, price, lot);
    let lots = perLot > 0 ? Math.floor(env.cash.available / perLot) : 0;
    // The minimum commission makes one lot dearer per lot than many: step up, then down to fit.
    while (hkBuyFreeze(env.settings, price, (lots + 1) * lot) <= env.cash.available) lots += 1;
    while (lots > 0 && hkBuyFreeze(env.settings, price, lots * lot) > env.cash.available) lots -= 1;
    return lots * lot;
  },
  holdingValue: (position, _security, price) =>
    position.qty > 0 ? toCny(amountLi(price, position.qty), HK_RULES.referenceRate.sell) : 0,
  endOfDay: ({ cash, position }) => ({ cash, position, reports: [] }),
};
