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
  type CashState,
  type ClassOrderInput,
  type ClassSettings,
  type Result,
} from '../exchange';
import { hkTick } from '../market/rules';
import type { Quote } from '../market/types';
import { fillHk } from './book';
import { HK_RULES, hkFeeItems, hkRateOf, hkRules, toCny } from './rules';
import { CAS_BAND, hkMinuteAtStep, hkSessionRule } from './sessions';
import { settleProceeds } from './settlement';

/** Li a buy of `qty` at `price` HKD freezes in the account's currency: amount plus its fees. */
export function hkBuyFreeze(
  settings: ClassSettings,
  cash: Pick<CashState, 'currency'>,
  price: number,
  qty: number,
): number {
  if (qty <= 0) return 0;
  const rules = hkRules(settings);
  const rate = hkRateOf(rules, cash, SIDE.BUY);
  const hkd = amountLi(price, qty);
  return toCny(hkd, rate) + hkFeeItems(rules, settings.fees, hkd, rate).total;
}

const round3 = (v: number) => Number(v.toFixed(3));

/**
 * The HK session's price rules: closed sessions and holidays refuse (60007); the closing auction
 * takes at-auction orders (a market order, priced at the auction band's edge) and at-auction
 * limit orders inside ±5% of the reference price; a VCM cooling-off period takes limit orders
 * inside its band only (60003). Without HK quote data (tests of old quotes) continuous rules hold.
 */
export function hkPrice(input: ClassOrderInput, quote: Quote): Result<number> | null {
  const hk = quote.hk;
  if (!hk) return null;
  if (!hk.rule.order) return reject(ERROR_CODES.NOT_TRADING_TIME);
  let band = hk.vcm?.status === 'cooling' ? hk.vcm.band : null;
  if (hk.rule.atAuction && hk.casReference !== null) {
    const ref = hk.casReference;
    const tick = hkTick(ref);
    band = {
      low: round3(Math.ceil((ref * (1 - CAS_BAND)) / tick - 1e-9) * tick),
      high: round3(Math.floor((ref * (1 + CAS_BAND)) / tick + 1e-9) * tick),
    };
    if (input.kind === 'market') return accept(input.side === SIDE.BUY ? band.high : band.low);
  }
  if (!band) return null;
  if (input.kind === 'market' || input.price === null) return reject(ERROR_CODES.PRICE_ILLEGAL);
  if (input.price < band.low - 1e-9 || input.price > band.high + 1e-9)
    return reject(ERROR_CODES.PRICE_ILLEGAL);
  return null;
}

/**
 * Hong Kong shares (docs/market-rules.md, "Hong Kong"): board lot per security, odd lots
 * sell-only, the HKEX spread table, no daily limit but VCM, HK sessions with the closing auction,
 * HKEX holidays, T+0 trading and T+2 cash settlement. HKD quotes, booked in CNY at the contest's
 * reference rate in a connect (CNY) account, in HKD in an HKD account. A holding's `cost` is what
 * it cost in the account's currency, so the ledger identity holds unchanged.
 */
export const hk: AssetClass = {
  id: 'hk',
  covers: (security, effect) => security.board === 'hk' && effect === null,
  holds: (security, posSide) => security.board === 'hk' && posSide === undefined,
  positionSide: () => undefined,
  session: (_security, phase, minuteOfDay, step) => {
    const base = sessionRule(phase, minuteOfDay);
    if (step === undefined || phase !== 'continuous') return base;
    // The HK clock on the day path: lunch and closed refuse, the auction's no-cancel period holds.
    const r = hkSessionRule(hkMinuteAtStep(step));
    return {
      order: base.order && r.order,
      marketOrder: base.marketOrder && r.order,
      cancel: base.cancel && r.cancel,
      match: base.match && r.match,
    };
  },
  validate: (input, env) => {
    const sec = env.security;
    if (!env.permitted) return reject(ERROR_CODES.BUSINESS_FORBIDDEN);
    if (sec.suspended) return reject(ERROR_CODES.SECURITY_SUSPENDED);
    if (!env.quote) return reject(ERROR_CODES.QUOTES_NOT_INITIALISED);
    if (!env.session.order) return reject(ERROR_CODES.NOT_TRADING_TIME);
    const session = hkPrice(input, env.quote);
    if (session && !session.ok) return session;
    if (!session && input.kind === 'market' && !env.session.marketOrder)
      return reject(ERROR_CODES.NOT_TRADING_TIME);
    const sellable = env.position?.sellable ?? 0;
    const qty = checkQuantity(sec, input.side, input.kind, input.qty, sellable);
    if (!qty.ok) return qty;
    const priced = session ?? workingPrice(input, sec, env.quote);
    if (!priced.ok) return priced;
    const price = priced.value;
    if (input.side === SIDE.BUY) {
      const frozenCash = hkBuyFreeze(env.settings, env.cash, price, input.qty);
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
    const cost = (lots: number) => hkBuyFreeze(env.settings, env.cash, price, lots * lot);
    const perLot = cost(1);
    let lots = perLot > 0 ? Math.floor(env.cash.available / perLot) : 0;
    // The minimum commission makes one lot dearer per lot than many: step up, then down to fit.
    while (cost(lots + 1) <= env.cash.available) lots += 1;
    while (lots > 0 && cost(lots) > env.cash.available) lots -= 1;
    return lots * lot;
  },
  holdingValue: (position, _security, price) => {
    if (position.qty <= 0) return 0;
    const hkd = amountLi(price, position.qty);
    const d = position.classData;
    if (d?.hkd) return toCny(hkd, 1);
    // The contest's bid reference rate, kept on the holding by its fills.
    const rate = d?.rate && d.rate > 0 ? d.rate : HK_RULES.referenceRate.sell;
    return toCny(hkd, rate);
  },
  endOfDay: ({ cash, position }) => ({ ...settleProceeds(cash, position), reports: [] }),
};
