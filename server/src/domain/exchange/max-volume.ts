import { ORDER_SIZE_RULES, type FeeSchedule } from './rules';
import type { TradableSecurity } from './types';
import { buyFreeze } from './validate';

/**
 * Largest buy quantity cash can pay for at a price, fees included, on the board's lot grid
 * (minimum buy, then whole steps) and within the largest single limit order. 0 when none fits.
 */
export function maxBuyQty(
  sec: TradableSecurity,
  fees: FeeSchedule,
  price: number,
  availableLi: number,
): number {
  if (!(price > 0)) return 0;
  const cap = ORDER_SIZE_RULES[sec.board].maxLimitQty;
  if (cap < sec.minBuy) return 0;
  const fits = (k: number) =>
    buyFreeze(sec, fees, price, sec.minBuy + k * sec.lot, 0, 0) <= availableLi;
  if (!fits(0)) return 0;
  let lo = 0;
  let hi = Math.floor((cap - sec.minBuy) / sec.lot);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return sec.minBuy + lo * sec.lot;
}
