import { EMPTY_NUMBER_TEXT, formatBeijingTime } from '@portal/shared-kit';

/** Colour class of a price against the previous close: red up, green down (Chinese market). */
export function trendClass(value: number | null | undefined, base: number | null | undefined) {
  if (value === null || value === undefined || base === null || base === undefined) return '';
  if (!Number.isFinite(value) || !Number.isFinite(base) || value === base) return '';
  return value > base ? 'sz-up' : 'sz-down';
}

/** A number with fixed decimals, or the dash when missing. */
export function fixed(value: number | null | undefined, decimals: number): string {
  return value === null || value === undefined || !Number.isFinite(value)
    ? EMPTY_NUMBER_TEXT
    : value.toFixed(decimals);
}

/** HH:mm:ss (Asia/Shanghai) of an ISO time; other text is shown as it is. */
export function clockText(iso: string): string {
  return /T/.test(iso) ? formatBeijingTime(iso, 'time') : iso;
}
