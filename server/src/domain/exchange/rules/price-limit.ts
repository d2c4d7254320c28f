import { ERROR_CODES } from '@portal/shared-kit/domain';
import type { Quote } from '../../market/types';
import { accept, reject, type Result } from '../result';
import { SIDE, type Side } from '../types';

const EPS = 1e-9;

/**
 * Daily band rule: a limit price outside [limit-down, limit-up] is refused (60003). The band is
 * the quote's (main ±10%, ST ±5%, STAR/ChiNext ±20%, BSE ±30%, none for new listings).
 */
export function checkBand(quote: Quote, price: number): Result<void> {
  if (quote.limitUp !== null && price > quote.limitUp + EPS)
    return reject(ERROR_CODES.PRICE_ILLEGAL);
  if (quote.limitDown !== null && price < quote.limitDown - EPS)
    return reject(ERROR_CODES.PRICE_ILLEGAL);
  return accept(undefined);
}

/**
 * Locked-limit rule: with the last price at limit-up a buy is refused (60132), at limit-down a
 * sell (60133).
 */
export function checkLocked(quote: Quote, side: Side): Result<void> {
  if (side === SIDE.BUY && quote.limitUp !== null && quote.last >= quote.limitUp - EPS)
    return reject(ERROR_CODES.LIMIT_UP_NO_BUY);
  if (side === SIDE.SELL && quote.limitDown !== null && quote.last <= quote.limitDown + EPS)
    return reject(ERROR_CODES.LIMIT_DOWN_NO_SELL);
  return accept(undefined);
}
