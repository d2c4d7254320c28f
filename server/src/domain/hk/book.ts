import {
  amountLi,
  bookFill,
  SIDE,
  type CashState,
  type ClassSettings,
  type OrderBooks,
  type Report,
  type TradableSecurity,
} from '../exchange';
import { hkCommission, hkFeeItems, hkRateOf, hkRules, toCny } from './rules';
import { holdProceeds } from './settlement';

/**
 * Books one fill of an HK order through the common paid-class booking (`bookFill`): the HKD
 * amount in the account's currency — CNY at the contest's reference rate for the connects (buy at
 * the ask, sell at the bid reference), HKD as is in an HKD account; the fee is the growth of the
 * order's commission plus the fill's statutory items, computed in HKD and converted at the same
 * rate (each item in whole fen). T+0 for the shares; a sale's net proceeds stay frozen (待交收)
 * until T+2 (`settlement.ts`) and available cash is not touched on the trade day. `order.filledAmount` and the report's amount are in the account's
 * currency.
 */
export function fillHk(
  books: OrderBooks,
  _sec: TradableSecurity,
  settings: ClassSettings,
  qty: number,
  price: number,
): OrderBooks & { report: Report } {
  const { order, cash } = books;
  const rules = hkRules(settings);
  const buy = order.side === SIDE.BUY;
  const rate = hkRateOf(rules, cash, order.side);
  const hkd = amountLi(price, qty);
  const amount = toCny(hkd, rate);
  const traded = order.filledAmount + amount;
  // The commission grows with the order (its minimum once); the statutory items are per trade.
  const commissionOf = (li: number) => hkCommission(settings.fees, li);
  const fee =
    commissionOf(traded) -
    commissionOf(order.filledAmount) +
    hkFeeItems(rules, settings.fees, hkd, rate).levies;
  let restFrozen = 0;
  if (buy) {
    const restHkd = amountLi(order.price, order.qty - order.filledQty - qty);
    const rest = toCny(restHkd, rate);
    restFrozen =
      rest +
      commissionOf(traded + rest) -
      commissionOf(traded) +
      hkFeeItems(rules, settings.fees, restHkd, rate).levies;
  }
  const booked = bookFill(books, {
    qty,
    price,
    amount,
    fee,
    restFrozen,
    sellable: qty,
    holdProceeds: !buy,
  });
  const { pending, ...rest } = booked;
  return {
    ...rest,
    position: holdProceeds(rest.position, pending, cash, rules.referenceRate.sell),
  };
}

/** Whether a cash account keeps HKD (currency 2, spec §3) rather than CNY. */
export const isHkdCash = (cash: Pick<CashState, 'currency'>): boolean => cash.currency === 2;
