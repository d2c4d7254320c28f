/** Generic input validators and helpers of spec §5, as regex predicates. */

const CJK = '\\u4e00-\\u9fa5';

/** Digits only; the empty string passes. */
export const isDigitsOnly = (v: string): boolean => /^\d*$/.test(v);

/** Mainland mobile: 11 digits starting with 1. */
export const isMainlandPhone = (v: string): boolean => /^1\d{10}$/.test(v);

/** Letters and digits only (non-empty). */
export const isLettersDigits = (v: string): boolean => /^[A-Za-z0-9]+$/.test(v);

/** Password: 6-16 non-space characters with at least one digit, one lowercase and one uppercase. */
export const isStrongPassword = (v: string): boolean =>
  /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])\S{6,16}$/.test(v);

/** Chinese, letters and digits (non-empty). */
export const isChineseLettersDigits = (v: string): boolean =>
  new RegExp(`^[${CJK}A-Za-z0-9]+$`).test(v);

/** Decimal number with optional sign and no leading zeros (0.5 passes, 01.5 does not). */
export const isDecimalNumber = (v: string): boolean => /^[+-]?(0|[1-9]\d*)(\.\d+)?$/.test(v);

/** Letters, digits and underscore (non-empty). */
export const isWordChars = (v: string): boolean => /^[A-Za-z0-9_]+$/.test(v);

/** E-mail address. */
export const isEmail = (v: string): boolean =>
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(v);

/** Name characters: Chinese, letters, digits, hyphen, underscore, dot, brackets, quotes, whitespace. */
export const isNameChars = (v: string): boolean =>
  new RegExp(`^[${CJK}A-Za-z0-9\\-_.()（）\\[\\]【】<>《》'"‘’“”\\s]+$`).test(v);

/** Chinese, letters, digits, hyphen and underscore. */
export const isChineseWordHyphen = (v: string): boolean =>
  new RegExp(`^[${CJK}A-Za-z0-9\\-_]+$`).test(v);

/** Chinese, letters, digits and parentheses (half- or full-width). */
export const isChineseWordParens = (v: string): boolean =>
  new RegExp(`^[${CJK}A-Za-z0-9()（）]+$`).test(v);

/** ID card: 15 digits, 18 digits, or 17 digits plus X. */
export const isIdCard = (v: string): boolean => /^(\d{15}|\d{17}[\dXx])$/.test(v);

/** Integer with optional sign. */
export const isInteger = (v: string): boolean => /^[+-]?\d+$/.test(v);

/** Non-negative decimal number (no sign). */
export const isNonNegativeFloat = (v: string): boolean => /^\d+(\.\d+)?$/.test(v);

/** A price with at most `decimals` (2, 3 or 4) decimal places. */
export function isPriceWithDecimals(v: string, decimals: 2 | 3 | 4): boolean {
  return new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`).test(v);
}

/**
 * True unless both dates are given and the end lies before the start.
 * Accepts Date objects, epoch milliseconds and parseable strings.
 */
export function isEndNotBeforeStart(
  start: Date | string | number | null | undefined,
  end: Date | string | number | null | undefined,
): boolean {
  const ms = (d: Date | string | number | null | undefined): number =>
    d === null || d === undefined || d === ''
      ? NaN
      : d instanceof Date
        ? d.getTime()
        : typeof d === 'number'
          ? d
          : Date.parse(d);
  const s = ms(start);
  const e = ms(end);
  if (Number.isNaN(s) || Number.isNaN(e)) return true;
  return e >= s;
}
