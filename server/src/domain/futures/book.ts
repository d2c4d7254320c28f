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
  type PositionSide,
  type Report,
  type TradableSecurity,
} from '../exchange';
import { bookOf, direction, withBook, type FuturesBook } from './holding';
import { feeLi, marginLi, notionalLi } from './rules';

type Fill = OrderBooks & { report: Report };

/** A share of `total` for `part` of `whole` lots, in whole fen (all of it for the last lots). */
const share = (total: number, part: number, whole: number): number =>
  part >= whole ? total : roundFen((total * part) / whole);

function report(order: Order, qty: number, price: number, amount: number, fees: number): Report {
  return {
    orderId: order.orderId,
    accountId: order.accountId,
    execType: EXEC_TYPE.FILL,
    market: order.market,
    code: order.code,
    side: order.side,
    qty,
    price,
    amount,
    fees,
    tradingDate: order.tradingDate,
  };
}

/** Opens `qty` lots at `price`: margin from frozen cash into the holding's cost, the fee paid. */
function fillOpen(
  books: OrderBooks,
  sec: TradableSecurity,
  s: ClassSettings,
  qty: number,
  price: number,
): Fill {
  const { cash, position, order } = books;
  const side: PositionSide = order.side === SIDE.BUY ? 'L' : 'S';
  const margin = marginLi(sec, side, price, qty, s);
  const fee = feeLi(sec, 'open', price, qty);
  const notional = notionalLi(sec, price, qty);
  const filledQty = order.filledQty + qty;
  const done = filledQty >= order.qty;
  const left = order.qty - filledQty;
  const frozenCash = done
    ? 0
    : Math.min(
        order.frozenCash,
        marginLi(sec, side, order.price, left, s) + feeLi(sec, 'open', order.price, left),
      );
  const unfrozen = order.frozenCash - frozenCash;
  const b = bookOf(position);
  return {
    cash: {
      ...cash,
      frozen: cash.frozen - unfrozen,
      available: cash.available + unfrozen - margin - fee,
      fees: cash.fees + fee,
    },
    position: withBook(
      {
        ...position,
        qty: position.qty + qty,
        sellable: position.sellable + qty,
        cost: position.cost + margin,
      },
      {
        ...b,
        today: b.today + qty,
        todayMark: b.todayMark + notional,
        pendingOpen: b.pendingOpen - qty,
      },
    ),
    order: {
      ...order,
      filledQty,
      filledAmount: order.filledAmount + notional,
      fees: order.fees + fee,
      frozenCash,
      status: done ? ORDER_STATUS.FILLED : ORDER_STATUS.PARTIAL,
    },
    report: report(order, qty, price, notional, fee),
  };
}

/**
 * Closes `qty` lots of a holding at `price`: today's lots first for 平今, yesterday's first
 * otherwise. Each part realises its P&L against its mark and pays its own fee (close-today rate
 * on today's lots); the margin of the closed lots is released.
 */
export function closeLots(
  cash: CashState,
  position: Position,
  sec: TradableSecurity,
  qty: number,
  price: number,
  todayFirst: boolean,
): { cash: CashState; position: Position; pnl: number; fee: number; notional: number } {
  const b = bookOf(position);
  const yd = position.qty - b.today;
  const fromToday = todayFirst ? Math.min(qty, b.today) : Math.max(0, qty - yd);
  const fromYd = qty - fromToday;
  const todayOut = share(b.todayMark, fromToday, b.today);
  const ydOut = share(b.yesterdayMark, fromYd, yd);
  const notional = notionalLi(sec, price, qty);
  const pnl = direction(position) * (notional - todayOut - ydOut);
  const fee = feeLi(sec, 'closeToday', price, fromToday) + feeLi(sec, 'close', price, fromYd);
  const costOut = share(position.cost, qty, position.qty);
  const next: Omit<FuturesBook, 'pendingOpen'> = {
    today: b.today - fromToday,
    todayMark: b.todayMark - todayOut,
    yesterdayMark: b.yesterdayMark - ydOut,
  };
  return {
    cash: {
      ...cash,
      available: cash.available + costOut + pnl - fee,
      fees: cash.fees + fee,
      realised: cash.realised + pnl,
    },
    position: withBook(
      {
        ...position,
        qty: position.qty - qty,
        cost: position.cost - costOut,
        realised: position.realised + pnl,
      },
      next,
    ),
    pnl,
    fee,
    notional,
  };
}

function fillClose(books: OrderBooks, sec: TradableSecurity, qty: number, price: number): Fill {
  const { order } = books;
  const c = closeLots(books.cash, books.position, sec, qty, price, order.effect === 'closeToday');
  const filledQty = order.filledQty + qty;
  return {
    cash: c.cash,
    position: { ...c.position, frozen: c.position.frozen - qty },
    order: {
      ...order,
      filledQty,
      filledAmount: order.filledAmount + c.notional,
      fees: order.fees + c.fee,
      frozenQty: order.frozenQty - qty,
      status: filledQty >= order.qty ? ORDER_STATUS.FILLED : ORDER_STATUS.PARTIAL,
    },
    report: { ...report(order, qty, price, c.notional, c.fee), realised: c.pnl },
  };
}

/** Books one fill of a futures order. */
export function fillFutures(
  books: OrderBooks,
  sec: TradableSecurity,
  settings: ClassSettings,
  qty: number,
  price: number,
): Fill {
  return books.order.effect === 'open'
    ? fillOpen(books, sec, settings, qty, price)
    : fillClose(books, sec, qty, price);
}
