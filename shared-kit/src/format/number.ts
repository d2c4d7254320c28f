/** Shown where a number is missing or not finite, never NaN or Infinity. */
export const EMPTY_NUMBER_TEXT = '—';

/**
 * Rounds half away from zero to `decimals` places without binary drift (1.005 → 1.01).
 */
export function roundTo(value: number, decimals: number): number {
  const sign = value < 0 ? -1 : 1;
  const shifted = Number(`${Math.abs(value)}e${decimals}`);
  return sign * Number(`${Math.round(shifted)}e-${decimals}`);
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Formats with thousands separators and a fixed number of decimals (spec §9: money defaults to 2).
 * Numeric strings are accepted; anything else shows EMPTY_NUMBER_TEXT.
 */
export function formatMoney(value: number | string | null | undefined, decimals = 2): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (!isNumber(n)) return EMPTY_NUMBER_TEXT;
  const fixed = Math.abs(roundTo(n, decimals)).toFixed(decimals);
  const [int = '0', frac] = fixed.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = n < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${grouped}${frac !== undefined ? `.${frac}` : ''}`;
}

/**
 * Shows large numbers in 亿 (100,000,000) or 万 (10,000) with `decimals` places (spec §9);
 * smaller numbers stay as they are (integers without decimals).
 */
export function formatUnit(value: number | null | undefined, decimals = 2): string {
  if (!isNumber(value)) return EMPTY_NUMBER_TEXT;
  const abs = Math.abs(value);
  if (abs >= 1e8) return `${roundTo(value / 1e8, decimals).toFixed(decimals)}亿`;
  if (abs >= 1e4) return `${roundTo(value / 1e4, decimals).toFixed(decimals)}万`;
  return Number.isInteger(value) ? String(value) : roundTo(value, decimals).toFixed(decimals);
}
