import type { Market } from '../market/types';
import { floorFen, LI_PER_YUAN } from './money';
import { EXEC_TYPE, SIDE, type CashState, type Position, type Report } from './types';

/** A dividend and/or bonus issue taking effect at its ex-date. */
export interface CorporateAction {
  market: Market;
  code: string;
  exDate: string;
  /** Cash dividend per share, yuan. */
  cashPerShare: number;
  /** Bonus or split shares per share held (0.3 = 10送3; 1 = 1-for-1 split). */
  sharesPerShare: number;
}

/**
 * Applies an action to one holding at its ex-date: the dividend goes to available cash and to
 * realised P&L (execution type 111); bonus shares raise the quantity at unchanged total cost
 * (execution type 112).
 */
export function applyCorporateAction(
  cash: CashState,
  position: Position,
  action: CorporateAction,
  accountId: number,
): { cash: CashState; position: Position; reports: Report[] } {
  const reports: Report[] = [];
  if (position.qty <= 0) return { cash, position, reports };
  const base = {
    orderId: null,
    accountId,
    market: position.market,
    code: position.code,
    side: SIDE.BUY,
    fees: 0,
    tradingDate: action.exDate,
  } as const;
  let nextCash = cash;
  let nextPos = position;
  // Paid in whole fen, a fraction of a fen is not paid out.
  const dividend = floorFen(action.cashPerShare * LI_PER_YUAN * position.qty + 1e-6);
  if (dividend > 0) {
    nextCash = {
      ...cash,
      available: cash.available + dividend,
      realised: cash.realised + dividend,
    };
    nextPos = { ...nextPos, realised: nextPos.realised + dividend };
    reports.push({
      ...base,
      execType: EXEC_TYPE.DIVIDEND,
      qty: position.qty,
      price: action.cashPerShare,
      amount: dividend,
    });
  }
  const extra = Math.floor(position.qty * action.sharesPerShare + 1e-9);
  if (extra > 0) {
    nextPos = { ...nextPos, qty: nextPos.qty + extra, sellable: nextPos.sellable + extra };
    reports.push({ ...base, execType: EXEC_TYPE.ALLOTMENT, qty: extra, price: 0, amount: 0 });
  }
  return { cash: nextCash, position: nextPos, reports };
}
