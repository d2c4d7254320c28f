import { RISK_ERROR_TEXTS } from './risk-errors';
import { TRADE_ERROR_TEXTS } from './trade-errors';

export { ERROR_CODES, type ErrorCode } from './error-codes';
export { RISK_ERROR_TEXTS } from './risk-errors';
export { TRADE_ERROR_TEXTS } from './trade-errors';

/**
 * Every code of spec §8 (trade 60001–60133 and risk control 60140–60159) with its Chinese text.
 * The server rejects with these texts and the HTTP client maps numeric `msg` through them.
 */
export const TRADE_ERRORS: Readonly<Record<number, string>> = Object.freeze({
  ...TRADE_ERROR_TEXTS,
  ...RISK_ERROR_TEXTS,
});

/**
 * Looks up the Chinese text of a catalogue code.
 * Accepts numeric strings because a business call's `msg` may carry the code as text ("60004").
 * @returns the text, or undefined when the value is not a known code.
 */
export function errorText(code: number | string): string | undefined {
  const n = typeof code === 'number' ? code : /^\s*\d+\s*$/.test(code) ? Number(code) : NaN;
  if (!Number.isInteger(n)) return undefined;
  return Object.prototype.hasOwnProperty.call(TRADE_ERRORS, n) ? TRADE_ERRORS[n] : undefined;
}
