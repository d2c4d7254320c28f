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

/**
 * Cash after an opening fill of a margined contract: `unfrozen` leaves the order's freeze, the
 * `margin` the fill holds and its `fee` leave available cash (the margin moves into the holding's
 * cost, the fee into the account's fees).
 */
export function cashOnOpen(
  cash: CashState,
  move: { unfrozen: number; margin: number; fee: number },
): CashState {
  return {
    ...cash,
    frozen: cash.frozen - move.unfrozen,
    available: cash.available + move.unfrozen - move.margin - move.fee,
    fees: cash.fees + move.fee,
  };
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
  const { order } = books;
  const amount = amountLi(price, qty);
  const tradedLi = order.filledAmount + amount;
  const feesAfter = orderFeeTotal(fees, sec.board, order.side, tradedLi);
  const rest = order.qty - order.filledQty - qty;
  return bookFill(books, {
    qty,
    price,
    amount,
    fee: feesAfter - order.fees,
    restFrozen:
      order.side === SIDE.BUY && rest > 0
        ? buyFreeze(sec, fees, order.price, rest, tradedLi, feesAfter)
        : 0,
    sellable: sellableOnBuy(sec, qty),
  });
}

/** What a paid (fully funded, net long) class works out for one fill; `bookFill` books it. */
export interface FillTerms {
  qty: number;
  price: number;
  /** Li the fill trades, in the account's currency. */
  amount: number;
  /** The fill's fee: the growth of the order's fee total, whole fen. */
  fee: number;
  /** Buy: cash the order still keeps frozen for its unfilled rest (ignored once filled). */
  restFrozen: number;
  /** Buy: shares of the fill sellable at once (T+0); the rest waits for the T+N release. */
  sellable: number;
  /** Sell: hold the proceeds frozen until the class's settlement day (T+2) instead of crediting them. */
  holdProceeds?: boolean;
}

/**
 * Books one fill of a paid class (cash equities, HK shares): a buy pays amount and fee out of the
 * order's frozen cash and releases the excess; a sell takes its fee out of the order's reserve
 * first, realises against the average cost and credits the proceeds — or, with `holdProceeds`,
 * keeps the net proceeds (amount less fee) frozen (`pending`, li) for the class to release when
 * they settle, available cash unchanged. Whole fen in, whole
 * fen out; the ledger identity holds.
 */
export function bookFill(
  books: OrderBooks,
  t: FillTerms,
): OrderBooks & { report: Report; pending: number } {
  const { cash, position, order } = books;
  const { qty, amount } = t;
  let fee = t.fee;
  const filledQty = order.filledQty + qty;
  const done = filledQty >= order.qty;
  let nextCash: CashState;
  let nextPos: Position;
  let frozenCash: number;
  let pending = 0;
  if (order.side === SIDE.BUY) {
    frozenCash = done ? 0 : Math.min(order.frozenCash, t.restFrozen);
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
      sellable: position.sellable + t.sellable,
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
    const available = cash.available + unfrozen + amount - fee;
    // Held proceeds (HK 待交收): the net of the fee, so available cash is left alone on the trade day.
    pending = t.holdProceeds ? Math.max(0, Math.min(amount - fee, available)) : 0;
    nextCash = {
      ...cash,
      frozen: cash.frozen - unfrozen + pending,
      available: available - pending,
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
    filledAmount: order.filledAmount + amount,
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
    price: t.price,
    amount,
    fees: fee,
    tradingDate: order.tradingDate,
  };
  return { cash: nextCash, position: nextPos, order: nextOrder, report, pending };
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
