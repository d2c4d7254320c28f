import { ERROR_CODES } from '@portal/shared-kit/domain';
import { isWholeFen } from './money';
import { accept, reject, type Result } from './result';
import type { CashState } from './types';

/** Transfer direction of the bank-securities call: 1 bank → securities, 2 securities → bank. */
export const TRANSFER_DIRECTION = { IN: 1, OUT: 2 } as const;

/**
 * Moves cash between bank and account. Withdrawals come from available cash only (60004 when it
 * is short); an amount that is not a positive whole number of fen is a parameter error (60011).
 */
export function applyTransfer(
  cash: CashState,
  direction: number,
  amountLi: number,
): Result<CashState> {
  if (!isWholeFen(amountLi) || amountLi <= 0) return reject(ERROR_CODES.PARAMETER_ERROR);
  if (direction === TRANSFER_DIRECTION.IN)
    return accept({
      ...cash,
      transfers: cash.transfers + amountLi,
      available: cash.available + amountLi,
    });
  if (direction !== TRANSFER_DIRECTION.OUT) return reject(ERROR_CODES.PARAMETER_ERROR);
  if (amountLi > cash.available) return reject(ERROR_CODES.INSUFFICIENT_FUNDS);
  return accept({
    ...cash,
    transfers: cash.transfers - amountLi,
    available: cash.available - amountLi,
  });
}
