import {
  cashOnOpen,
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
import {
  bookOf,
  buckets,
  direction,
  todayFor,
  withBook,
  ymd,
  type DayTest,
  type FuturesBook,
} from './holding';
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

/**
 * The bucket a fill of trading day `day` opens into: the current day's, or — when the current
 * day's lots are of an earlier day not settled yet (a night session before midnight) — the next
 * day's.
 */
function openInto(
  b: FuturesBook,
  day: number,
  qty: number,
  notional: number,
): Partial<FuturesBook> {
  const later = b.today > 0 && b.day !== 0 && day > b.day;
  if ((b.nextLots > 0 && day === b.nextDay) || later)
    return { nextLots: b.nextLots + qty, nextMark: b.nextMark + notional, nextDay: day };
  return { today: b.today + qty, todayMark: b.todayMark + notional, day };
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
    cash: cashOnOpen(cash, { unfrozen, margin, fee }),
    position: withBook(
      {
        ...position,
        qty: position.qty + qty,
        sellable: position.sellable + qty,
        cost: position.cost + margin,
      },
      { ...openInto(b, ymd(order.tradingDate), qty, notional), pendingOpen: b.pendingOpen - qty },
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
 * Closes `qty` lots of a holding at `price`: today's lots (by `isToday` on each bucket's trading
 * day) first for 平今, the older lots first otherwise. Each part realises its P&L against its
 * mark and pays its own fee (close-today rate on today's lots); the margin of the closed lots is
 * released.
 */
export function closeLots(
  cash: CashState,
  position: Position,
  sec: TradableSecurity,
  qty: number,
  price: number,
  todayFirst: boolean,
  isToday: DayTest = () => true,
): { cash: CashState; position: Position; pnl: number; fee: number; notional: number } {
  const { older, current, next } = buckets(position);
  const parts = [
    { key: 'older' as const, ...older, today: false },
    { key: 'current' as const, ...current, today: current.lots > 0 && isToday(current.day) },
    { key: 'next' as const, ...next, today: next.lots > 0 && isToday(next.day) },
  ];
  // 平今 takes today's buckets first; otherwise the older ones (older lots, then the current day).
  parts.sort((x, y) =>
    todayFirst ? Number(y.today) - Number(x.today) : Number(x.today) - Number(y.today),
  );
  let left = qty;
  let markOut = 0;
  let fee = 0;
  const patch: Partial<FuturesBook> = {};
  for (const part of parts) {
    const take = Math.min(left, part.lots);
    if (take <= 0) continue;
    const out = share(part.mark, take, part.lots);
    markOut += out;
    fee += feeLi(sec, part.today ? 'closeToday' : 'close', price, take);
    left -= take;
    if (part.key === 'current')
      Object.assign(patch, { today: part.lots - take, todayMark: part.mark - out });
    if (part.key === 'next')
      Object.assign(patch, { nextLots: part.lots - take, nextMark: part.mark - out });
    if (part.key === 'older') patch.yesterdayMark = part.mark - out;
  }
  const notional = notionalLi(sec, price, qty);
  const pnl = direction(position) * (notional - markOut);
  const costOut = share(position.cost, qty, position.qty);
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
      patch,
    ),
    pnl,
    fee,
    notional,
  };
}

function fillClose(books: OrderBooks, sec: TradableSecurity, qty: number, price: number): Fill {
  const { order } = books;
  const c = closeLots(
    books.cash,
    books.position,
    sec,
    qty,
    price,
    order.effect === 'closeToday',
    todayFor(ymd(order.tradingDate)),
  );
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
