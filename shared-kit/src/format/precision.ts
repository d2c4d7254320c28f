import { STOCK_SECURITY_TYPES, type SecurityKind } from '../domain';
import { EMPTY_NUMBER_TEXT, roundTo } from './number';

/** Price decimals by security type (spec §5): 2 for types 1, 19, 21; 3 otherwise. */
export function pricePrecision(securityType: number): number {
  return STOCK_SECURITY_TYPES.includes(Number(securityType)) ? 2 : 3;
}

/** A price with its type's decimals. */
export function formatPrice(price: number | null | undefined, securityType: number): string {
  if (typeof price !== 'number' || !Number.isFinite(price)) return EMPTY_NUMBER_TEXT;
  const d = pricePrecision(securityType);
  return roundTo(price, d).toFixed(d);
}

/** Quote decimals (spec §5): stock 2, fund 3, bond 3 on SZSE and 2 elsewhere; indexes 2. */
export function quoteDecimals(kind: SecurityKind, market: string): number {
  if (kind === 'fund') return 3;
  if (kind === 'bond') return market.toUpperCase() === 'SZSE' ? 3 : 2;
  return 2;
}

/** Forex decimals from the quote step (spec §5): 1000 → 3, 100 → 2, otherwise 5. */
export function forexDecimals(step: number): number {
  if (Number(step) === 1000) return 3;
  if (Number(step) === 100) return 2;
  return 5;
}

/** Rounds a forex price to the decimals its step gives. */
export function roundForex(value: number, step: number): number {
  return roundTo(value, forexDecimals(step));
}
