import { errorText, ERROR_CODES, pricePrecision, roundTo } from '@portal/shared-kit';
import type { SecurityInfo } from '../security/security-info';

/** Tick and decimals of a security's price (spec §5 display precision, record's minTickSize). */
export interface PriceRule {
  tick: number;
  decimals: number;
}

/** The price rule: decimals by security type (2 for 1/19/21, else 3); tick from the record. */
export function priceRule(info: Pick<SecurityInfo, 'securityType' | 'minTickSize'>): PriceRule {
  const decimals = pricePrecision(info.securityType);
  const tick = info.minTickSize > 0 ? info.minTickSize : 10 ** -decimals;
  return { tick, decimals: Math.max(decimals, tickDecimals(tick)) };
}

/** Decimal places of a tick (0.001 → 3) without float noise. */
export function tickDecimals(tick: number): number {
  let d = 0;
  while (d < 8 && Math.abs(Math.round(tick * 10 ** d) - tick * 10 ** d) > 1e-9) d += 1;
  return d;
}

/** Rounds a price to the nearest tick, at the rule's decimals. */
export function snapToTick(price: number, rule: PriceRule): number {
  return roundTo(Math.round(price / rule.tick + 1e-9) * rule.tick, rule.decimals);
}

/** One tick up or down from `price`, never below one tick. */
export function stepPrice(price: number, direction: 1 | -1, rule: PriceRule): number {
  const base = Number.isFinite(price) && price > 0 ? snapToTick(price, rule) : 0;
  return Math.max(rule.tick, roundTo(base + direction * rule.tick, rule.decimals));
}

/** Daily band of the last quote; null when the security has none. */
export interface PriceBand {
  up: number | null;
  down: number | null;
}

const PRICE_ILLEGAL = errorText(ERROR_CODES.PRICE_ILLEGAL) ?? '委托价格非法';

/**
 * Checks a limit price: positive, on the tick grid and inside the daily band.
 * @returns the Chinese message, or null when the price is acceptable.
 */
export function priceError(price: number, rule: PriceRule, band?: PriceBand): string | null {
  if (!Number.isFinite(price) || price <= 0) return '请输入委托价格';
  if (Math.abs(snapToTick(price, rule) - price) > 1e-9) {
    return `${PRICE_ILLEGAL}：价格须为${rule.tick.toFixed(rule.decimals)}的整数倍`;
  }
  const { up, down } = band ?? { up: null, down: null };
  if ((up !== null && price > up + 1e-9) || (down !== null && price < down - 1e-9)) {
    const text = (v: number | null) => (v === null ? '—' : v.toFixed(rule.decimals));
    return `${PRICE_ILLEGAL}：超出涨跌停价格范围（${text(down)}～${text(up)}）`;
  }
  return null;
}
