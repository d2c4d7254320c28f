import {
  cashOnOpen,
  EXEC_TYPE,
  ORDER_STATUS,
  roundFen,
  SIDE,
  type CashState,
  type ClassSettings,
  type OrderBooks,
  type Position,
  type Report,
  type TradableSecurity,
} from '../exchange';
import { forexMarginSettings } from './margin-rules';
import { forexCnyLi, forexCommission, forexRules, quoteCnyRate, type ForexRules } from './rules';

/**
 * What a margin position (虚盘, long L or short S of a pair) keeps besides the generic columns:
 * `openMark` the open value in li of the pair's quote currency (Σ price × units × 1000, so the
 * average open price is openMark ÷ 1000 ÷ qty) and `swap` the overnight interest booked so far
 * (CNY li). `cost` is the margin it holds, in CNY li.
 */
export interface FxMarginBook {
  openMark: number;
  swap: number;
}

export const fxBookOf = (p: Position): FxMarginBook => ({
  openMark: p.classData?.openMark ?? 0,
  swap: p.classData?.swap ?? 0,
});

export const withFxBook = (p: Position, patch: Partial<FxMarginBook>): Position => ({
  ...p,
  classData: { ...fxBookOf(p), ...patch },
});

/** Quote-currency li of `qty` units at `price` (exact to the tick: 0.00001 × 1000 units). */
export const quoteLi = (price: number, qty: number): number => Math.round(price * qty * 1000);

/** Sign of a side's P&L: a long gains when the pair rises, a short when it falls. */
export const fxDirection = (p: Pick<Position, 'posSide'>): 1 | -1 => (p.posSide === 'S' ? -1 : 1);

/** Average open price of a margin position. */
export const openPriceOf = (p: Position): number =>
  p.qty > 0 ? fxBookOf(p).openMark / 1000 / p.qty : 0;

/** Margin (CNY li, whole fen) `qty` units at `price` hold: the CNY value ÷ the leverage. */
export function fxMarginLi(
  rules: ForexRules,
  leverage: number,
  code: string,
  price: number,
  qty: number,
): number {
  return roundFen(forexCnyLi(rules, code, price, qty) / leverage);
}

/** CNY an open of `qty` at `price` freezes: its margin plus the commission on its CNY value. */
export function fxOpenFreeze(settings: ClassSettings, code: string, price: number, qty: number) {
  if (!(qty > 0)) return 0;
  const rules = forexRules(settings);
  const { leverage } = forexMarginSettings(settings);
  const cny = forexCnyLi(rules, code, price, qty);
  return fxMarginLi(rules, leverage, code, price, qty) + forexCommission(rules, cny);
}

/** Floating P&L (CNY li, whole fen) of a margin position at `price`, at the rules' CNY rates. */
export function fxFloatingLi(p: Position, price: number, rules: ForexRules): number {
  if (p.qty <= 0) return 0;
  const diff = fxDirection(p) * (quoteLi(price, p.qty) - fxBookOf(p).openMark);
  return roundFen(diff * quoteCnyRate(rules, p.code));
}

/** A share of `total` for `part` of `whole` units, in whole fen (all of it for the last units). */
const share = (total: number, part: number, whole: number): number =>
  part >= whole ? total : roundFen((total * part) / whole);

/**
 * Closes `qty` units of a margin position at `price`: the P&L against the open value of those
 * units at the quote currency's CNY rate is realised, their margin released, `fee` paid.
 */
export function closeFx(
  cash: CashState,
  position: Position,
  qty: number,
  price: number,
  rules: ForexRules,
  fee: number,
): { cash: CashState; position: Position; pnl: number } {
  const b = fxBookOf(position);
  const markOut = share(b.openMark, qty, position.qty);
  const pnl = roundFen(
    fxDirection(position) * (quoteLi(price, qty) - markOut) * quoteCnyRate(rules, position.code),
  );
  const costOut = share(position.cost, qty, position.qty);
  const left = position.qty - qty;
  return {
    cash: {
      ...cash,
      available: cash.available + costOut + pnl - fee,
      fees: cash.fees + fee,
      realised: cash.realised + pnl,
    },
    position: withFxBook(
      {
        ...position,
        qty: left,
        cost: position.cost - costOut,
        realised: position.realised + pnl,
      },
      { openMark: b.openMark - markOut, swap: left > 0 ? b.swap : 0 },
    ),
    pnl,
  };
}

/** Books one fill of a margin order: an open freezes margin into the position, a close frees it. */
export function fillForexMargin(
  books: OrderBooks,
  sec: TradableSecurity,
  settings: ClassSettings,
  qty: number,
  price: number,
): OrderBooks & { report: Report } {
  const { cash, position, order } = books;
  const rules = forexRules(settings);
  const amount = forexCnyLi(rules, sec.code, price, qty);
  const fee = forexCommission(rules, order.filledAmount + amount) - order.fees;
  const filledQty = order.filledQty + qty;
  const done = filledQty >= order.qty;
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
  const status = done ? ORDER_STATUS.FILLED : ORDER_STATUS.PARTIAL;
  const nextOrder = { ...order, filledQty, filledAmount: order.filledAmount + amount, status };
  if (order.effect === 'open') {
    const { leverage } = forexMarginSettings(settings);
    const margin = fxMarginLi(rules, leverage, sec.code, price, qty);
    const left = order.qty - filledQty;
    const frozenCash = done
      ? 0
      : Math.min(order.frozenCash, fxOpenFreeze(settings, sec.code, order.price, left));
    const unfrozen = order.frozenCash - frozenCash;
    return {
      cash: cashOnOpen(cash, { unfrozen, margin, fee }),
      position: withFxBook(
        {
          ...position,
          qty: position.qty + qty,
          sellable: position.sellable + qty,
          cost: position.cost + margin,
        },
        { openMark: fxBookOf(position).openMark + quoteLi(price, qty) },
      ),
      order: { ...nextOrder, fees: order.fees + fee, frozenCash },
      report,
    };
  }
  const c = closeFx(cash, position, qty, price, rules, fee);
  return {
    cash: c.cash,
    position: { ...c.position, frozen: c.position.frozen - qty },
    order: { ...nextOrder, fees: order.fees + fee, frozenQty: order.frozenQty - qty },
    report: { ...report, realised: c.pnl },
  };
}

/** The side that closes a position: a long is sold, a short bought back. */
export const closingSide = (p: Pick<Position, 'posSide'>) =>
  p.posSide === 'S' ? SIDE.BUY : SIDE.SELL;
