import type { Board } from '../../market/types';
import { fenOf, roundFen } from '../money';
import { SIDE, type Side } from '../types';

/** Fee schedule of a contest; rates are fractions of the traded amount. */
export interface FeeSchedule {
  commissionRate: number;
  /** Minimum commission per order, yuan. */
  minCommission: number;
  /** Stamp duty on stock sells only. */
  stampDutyRate: number;
  transferFeeRate: number;
}

/** Defaults of market-rules.md: 0.025% (min 5 yuan), stamp duty 0.05% on sells, transfer 0.001%. */
export const DEFAULT_FEES: FeeSchedule = {
  commissionRate: 0.00025,
  minCommission: 5,
  stampDutyRate: 0.0005,
  transferFeeRate: 0.00001,
};

/** Which fees a board pays besides commission. */
export const FEE_APPLICABILITY: Readonly<Record<Board, { stamp: boolean; transfer: boolean }>> = {
  main: { stamp: true, transfer: true },
  star: { stamp: true, transfer: true },
  chinext: { stamp: true, transfer: true },
  bse: { stamp: true, transfer: true },
  etf: { stamp: false, transfer: false },
  fund: { stamp: false, transfer: false },
  bond: { stamp: false, transfer: false },
  convertible: { stamp: false, transfer: false },
  index: { stamp: false, transfer: false },
  hk: { stamp: true, transfer: false },
  future: { stamp: false, transfer: false },
  option: { stamp: false, transfer: false },
  forex: { stamp: false, transfer: false },
};

/**
 * Total fees in li of one order after it has traded `amountLi` in all, every item in whole fen:
 * commission (with its per-order minimum), stamp duty and transfer fee are each rounded half-up to
 * 0.01 yuan. A fill pays the growth of this total, so each fill books whole fen and partial fills
 * never pay the minimum (or a rounding) twice.
 */
export function orderFeeTotal(
  fees: FeeSchedule,
  board: Board,
  side: Side,
  amountLi: number,
): number {
  return feeItems(fees, board, side, amountLi).total;
}

/** The fee items of an order that has traded `amountLi` in all, each in whole fen. */
export function feeItems(fees: FeeSchedule, board: Board, side: Side, amountLi: number) {
  if (amountLi <= 0) return { commission: 0, stamp: 0, transfer: 0, total: 0 };
  const applies = FEE_APPLICABILITY[board];
  const commission = Math.max(fenOf(fees.minCommission), roundFen(amountLi * fees.commissionRate));
  const stamp = applies.stamp && side === SIDE.SELL ? roundFen(amountLi * fees.stampDutyRate) : 0;
  const transfer = applies.transfer ? roundFen(amountLi * fees.transferFeeRate) : 0;
  return { commission, stamp, transfer, total: commission + stamp + transfer };
}
