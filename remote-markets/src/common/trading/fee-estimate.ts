import { roundTo } from '@portal/shared-kit';
import { securityKind } from '../security/security-info';
import { BUY, type OrderSide } from './quantity-rule';

/** Default fee rates of market-rules.md (a contest may configure others; the server charges). */
export const DEFAULT_FEES = {
  commissionRate: 0.00025,
  commissionMin: 5,
  stampDutyRate: 0.0005,
  transferRate: 0.00001,
} as const;

/** An order's amount and its estimated fees, in CNY. */
export interface FeeEstimate {
  amount: number;
  commission: number;
  stampDuty: number;
  transfer: number;
  total: number;
}

/**
 * Estimates the fees of an order: commission both sides (5 CNY minimum), stamp duty on stock
 * sells only, transfer fee on stocks both sides.
 */
export function estimateFees(
  price: number,
  qty: number,
  side: OrderSide,
  securityType: number,
  rates = DEFAULT_FEES,
): FeeEstimate {
  const amount = price > 0 && qty > 0 ? roundTo(price * qty, 2) : 0;
  if (amount === 0) return { amount: 0, commission: 0, stampDuty: 0, transfer: 0, total: 0 };
  const isStock = securityKind(securityType) === 'stock';
  const commission = roundTo(Math.max(rates.commissionMin, amount * rates.commissionRate), 2);
  const stampDuty = isStock && side !== BUY ? roundTo(amount * rates.stampDutyRate, 2) : 0;
  const transfer = isStock ? roundTo(amount * rates.transferRate, 2) : 0;
  return {
    amount,
    commission,
    stampDuty,
    transfer,
    total: roundTo(commission + stampDuty + transfer, 2),
  };
}
