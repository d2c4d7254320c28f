import { amountLi, roundFen } from './money';
import { orderFeeTotal, sellableOnBuy, type FeeSchedule } from './rules';
import { buyFreeze } from './validate';
import {
  EXEC_TYPE,
  ORDER_STATUS,
  SIDE,
  type CashState,
  type Order,
  type OrderStatus,
  type Position,
  type Report,
  type TradableSecurity,
} from './types';

/** The account parts one order touches, before or after a step. */
export interface OrderBooks {
  cash: CashState;
  position: Position;
  order: Order;
}

/** An empty holding of a security. */
export function emptyPosition(market: Position['market'], code: string): Position {
  return { market, code, qty: 0, sellable: 0, frozen: 0, cost: 0, realised: 0 };
}

/** Freezes what an accepted order holds: cash for a buy, shares (and a fee reserve) for a sell. */
export function freezeOnPlace(cash: CashState, position: Position, order: Order): OrderBooks {
  return {
    order,
    cash: {
      ...cash,
      available: cash.available - order.frozenCash,
      frozen: cash.frozen + order.frozenCash,
    },
    position: {
      ...position,
      sellable: position.sellable - order.frozenQty,
      frozen: position.frozen + order.frozenQty,
    },
  };
}

/**
 * Books one fill of `qty` at `price`. Buys pay amount plus the growth of the order's fee total out
 * of frozen cash and release any excess; sells credit the proceeds at once (reusable today), take
 * the average cost off the holding and realise the difference.
 */
export function applyFill(
  books: OrderBooks,
  sec: TradableSecurity,
  fees: FeeSchedule,
  qty: number,
  price: number,
): OrderBooks & { report: Report } {
  const { cash, position, order } = books;
  const amount = amountLi(price, qty);
  const tradedLi = order.filledAmount + amount;
  const feesAfter = orderFeeTotal(fees, sec.board, order.side, tradedLi);
  let fee = feesAfter - order.fees;
  const filledQty = order.filledQty + qty;
  const done = filledQty >= order.qty;
  let nextCash: CashState;
  let nextPos: Position;
  let frozenCash: number;
  if (order.side === SIDE.BUY) {
    frozenCash = done
      ? 0
      : buyFreeze(sec, fees, order.price, order.qty - filledQty, tradedLi, feesAfter);
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
      sellable: position.sellable + sellableOnBuy(sec, qty),
      cost: position.cost + amount,
    };
  } else {
    // The fee reserve pays first; a fee never exceeds what the sale and the cash can cover.
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
    filledAmount: tradedLi,
    fees: order.fees + fee,
    frozenCash,
    frozenQty: order.side === SIDE.SELL ? order.frozenQty - qty : 0,
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

/**
 * Ends a working order (a cancel, or expiry at the close with status 3): releases its frozen cash
 * and shares and records a cancel report (execution type 4) for the unfilled quantity.
 */
export function releaseOrder(
  books: OrderBooks,
  how: 'cancel' | 'expire',
): OrderBooks & { report: Report } {
  const { cash, position, order } = books;
  const status: OrderStatus =
    how === 'expire'
      ? ORDER_STATUS.CLOSE_CANCELLED
      : order.filledQty > 0
        ? ORDER_STATUS.PARTIALLY_CANCELLED
        : ORDER_STATUS.CANCELLED;
  const report: Report = {
    orderId: order.orderId,
    accountId: order.accountId,
    execType: EXEC_TYPE.CANCEL,
    market: order.market,
    code: order.code,
    side: order.side,
    qty: order.qty - order.filledQty,
    price: order.price,
    amount: 0,
    fees: 0,
    tradingDate: order.tradingDate,
  };
  return {
    cash: {
      ...cash,
      frozen: cash.frozen - order.frozenCash,
      available: cash.available + order.frozenCash,
    },
    position: {
      ...position,
      frozen: position.frozen - order.frozenQty,
      sellable: position.sellable + order.frozenQty,
    },
    order: { ...order, frozenCash: 0, frozenQty: 0, status },
    report,
  };
}

/**
 * The accounting identity: initial funds + transfers − fees + realised P&L = cash + cost of
 * positions, exactly (li are integers).
 */
export function identityHolds(cash: CashState, positions: Iterable<Position>): boolean {
  let cost = 0;
  for (const p of positions) cost += p.cost;
  return (
    cash.initial + cash.transfers - cash.fees + cash.realised ===
    cash.available + cash.frozen + cost
  );
}
