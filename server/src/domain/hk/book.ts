import {
  amountLi,
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
import { hkFeeItems, hkRules, toCny } from './rules';

/**
 * Books one fill of an HK connect order: the HKD amount converted to CNY at the reference rate
 * (buy at the ask, sell at the bid reference), fees the growth of the order's fee total on its CNY
 * amount (each item in whole fen). Buys pay out of frozen cash and release the excess; sells
 * credit the proceeds and realise against the CNY average cost. T+0: bought shares are sellable.
 * `order.filledAmount` and the report's amount are CNY li.
 */
export function fillHk(
  books: OrderBooks,
  _sec: TradableSecurity,
  settings: ClassSettings,
  qty: number,
  price: number,
): OrderBooks & { report: Report } {
  const { cash, position, order } = books;
  const rules = hkRules(settings);
  const buy = order.side === SIDE.BUY;
  const rate = buy ? rules.referenceRate.buy : rules.referenceRate.sell;
  const amount = toCny(amountLi(price, qty), rate);
  const traded = order.filledAmount + amount;
  let fee = hkFeeItems(rules, settings.fees, traded).total - order.fees;
  const filledQty = order.filledQty + qty;
  const done = filledQty >= order.qty;
  let frozenCash: number;
  let nextCash: CashState;
  let nextPos: Position;
  if (buy) {
    const rest = toCny(amountLi(order.price, order.qty - filledQty), rate);
    const restFees = hkFeeItems(rules, settings.fees, traded + rest).total - order.fees - fee;
    frozenCash = done ? 0 : Math.min(order.frozenCash, rest + restFees);
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
    fee = Math.min(fee, amount + order.frozenCash + cash.available);
    const fromReserve = Math.min(order.frozenCash, fee);
    frozenCash = done ? 0 : order.frozenCash - fromReserve;
    const unfrozen = order.frozenCash - frozenCash;
    const costOut =
      qty >= position.qty ? position.cost : roundFen((position.cost * qty) / position.qty);
    const gain = amount - costOut;
    nextCash = {
      ...cash,
      frozen: cash.frozen - unfrozen,
      available: cash.available + unfrozen + amount - fee,
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
