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
import { hkFeeItems, hkRateOf, hkRules, toCny } from './rules';
import { holdProceeds } from './settlement';

/**
 * Books one fill of an HK order through the common paid-class booking (`bookFill`): the HKD
 * amount in the account's currency — CNY at the contest's reference rate for the connects (buy at
 * the ask, sell at the bid reference), HKD as is in an HKD account — and the growth of the order's
 * fee total on it (each item in whole fen). T+0 for the shares; a sale's proceeds stay frozen
 * until T+2 (`settlement.ts`). `order.filledAmount` and the report's amount are in the account's
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
  const amount = toCny(amountLi(price, qty), rate);
  const traded = order.filledAmount + amount;
  const fee = hkFeeItems(rules, settings.fees, traded).total - order.fees;
  let restFrozen = 0;
  if (buy) {
    const rest = toCny(amountLi(order.price, order.qty - order.filledQty - qty), rate);
    restFrozen = rest + hkFeeItems(rules, settings.fees, traded + rest).total - order.fees - fee;
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
