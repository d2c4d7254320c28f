import {
  EXEC_TYPE,
  ORDER_STATUS,
  roundFen,
  SIDE,
  type CashState,
  type ClassSettings,
  type Order,
  type OrderBooks,
  type Position,
  type Report,
  type TradableSecurity,
} from '../exchange';
import { forexCnyLi, forexCommission, forexRules, type ForexRules } from './rules';

/** CNY li a buy of `qty` units at `price` freezes: its CNY amount plus the commission on it. */
export function forexBuyFreeze(rules: ForexRules, code: string, price: number, qty: number) {
  if (qty <= 0) return 0;
  const cny = forexCnyLi(rules, code, price, qty);
  return cny + forexCommission(rules, cny);
}

/**
 * Books one fill of a forex spot order: the quote-currency amount converted to CNY at the quote
 * currency's rate, the commission the growth of the order's total (whole fen). Buys pay out of
 * frozen cash and release the excess; sells credit the proceeds and realise against the CNY
 * average cost. T+0: bought currency may be sold at once. Amounts in the report are CNY li.
 */
export function fillForex(
  books: OrderBooks,
  sec: TradableSecurity,
  settings: ClassSettings,
  qty: number,
  price: number,
): OrderBooks & { report: Report } {
  const { cash, position, order } = books;
  const rules = forexRules(settings);
  const buy = order.side === SIDE.BUY;
  const amount = forexCnyLi(rules, sec.code, price, qty);
  const traded = order.filledAmount + amount;
  let fee = forexCommission(rules, traded) - order.fees;
  const filledQty = order.filledQty + qty;
  const done = filledQty >= order.qty;
  let frozenCash: number;
  let nextCash: CashState;
  let nextPos: Position;
  if (buy) {
    const rest = forexCnyLi(rules, sec.code, order.price, order.qty - filledQty);
    const restFee = forexCommission(rules, traded + rest) - order.fees - fee;
    frozenCash = done ? 0 : Math.min(order.frozenCash, rest + restFee);
    const unfrozen = order.frozenCash - frozenCash;
    nextCash = {
      ...cash,
      frozen: cash.frozen - unfrozen,
      available: cash.available + unfrozen - amount - fee,
      fees: cash.fees + fee,
    };
    nextPos = {
      ...position,
      qty: position.qty + qty,
      sellable: position.sellable + qty,
      cost: position.cost + amount,
    };
  } else {
    // A fee never exceeds what the sale and the cash can cover.
    fee = Math.min(fee, amount + cash.available);
    const costOut =
      qty >= position.qty ? position.cost : roundFen((position.cost * qty) / position.qty);
    const gain = amount - costOut;
    frozenCash = 0;
    nextCash = {
      ...cash,
      available: cash.available + amount - fee,
      fees: cash.fees + fee,
      realised: cash.realised + gain,
    };
    nextPos = {
      ...position,
      qty: position.qty - qty,
      frozen: position.frozen - qty,
      cost: position.cost - costOut,
      realised: position.realised + gain,
    };
  }
  const nextOrder: Order = {
    ...order,
    filledQty,
    filledAmount: traded,
    fees: order.fees + fee,
    frozenCash,
    frozenQty: buy ? 0 : order.frozenQty - qty,
    status: done ? ORDER_STATUS.FILLED : ORDER_STATUS.PARTIAL,
  };
  const report: Report = {
    orderId: order.orderId,
    accountId: order.accountId,
    execType: EXEC_TYPE.FILL,
    market: order.market,
    code: order.code,
    side: order.side,
    qty,
    price,
    amount,
    fees: fee,
    tradingDate: order.tradingDate,
  };
  return { cash: nextCash, position: nextPos, order: nextOrder, report };
}
