import { ERROR_CODES } from '@portal/shared-kit/domain';
import {
  accept,
  amountLi,
  checkQuantity,
  DEFAULT_FEES,
  orderFeeTotal,
  reject,
  sellableOnBuy,
  SIDE,
  type FeeSchedule,
  type Result,
  type Side,
  type TradableSecurity,
} from '../../exchange';

/** One fill of a replay, at the price of the bar it was placed on. */
export interface ReplayTrade {
  bar: number;
  time: string;
  side: Side;
  qty: number;
  price: number;
  /** Traded amount and fees, li (whole fen). */
  amountLi: number;
  feeLi: number;
}

/** A student's money and shares during a replay; money in li, always whole fen. */
export interface ReplayAccount {
  startCashLi: number;
  cashLi: number;
  qty: number;
  /** Shares that may be sold now: T+1 shares bought on a replayed day become sellable the next. */
  sellable: number;
  trades: ReplayTrade[];
}

export const openAccount = (cashLi: number): ReplayAccount => ({
  startCashLi: cashLi,
  cashLi,
  qty: 0,
  sellable: 0,
  trades: [],
});

/** A new replayed day began: everything held is sellable (T+1 carried over replayed days). */
export const newDay = (a: ReplayAccount): ReplayAccount => ({ ...a, sellable: a.qty });

/**
 * Buys or sells at the replay price under the exchange's rules: lots and minimum buy
 * (checkQuantity), fees per fill (orderFeeTotal), T+N (sellableOnBuy). Refusals use the §8 codes.
 */
export function tradeReplay(
  a: ReplayAccount,
  sec: TradableSecurity,
  order: { side: Side; qty: number; price: number; bar: number; time: string },
  fees: FeeSchedule = DEFAULT_FEES,
): Result<ReplayAccount> {
  const { side, qty, price } = order;
  if (!(price > 0) || !Number.isFinite(price)) return reject(ERROR_CODES.QUANTITY_ILLEGAL);
  const q = checkQuantity(sec, side, 'limit', qty, a.sellable);
  if (!q.ok) return q;
  const amount = amountLi(price, qty);
  const fee = orderFeeTotal(fees, sec.board, side, amount);
  const trade: ReplayTrade = { ...order, amountLi: amount, feeLi: fee };
  if (side === SIDE.BUY) {
    if (amount + fee > a.cashLi) return reject(ERROR_CODES.INSUFFICIENT_FUNDS);
    return accept({
      ...a,
      cashLi: a.cashLi - amount - fee,
      qty: a.qty + qty,
      sellable: a.sellable + sellableOnBuy(sec, qty),
      trades: [...a.trades, trade],
    });
  }
  if (qty > a.sellable) return reject(ERROR_CODES.INSUFFICIENT_POSITION);
  return accept({
    ...a,
    cashLi: a.cashLi + amount - fee,
    qty: a.qty - qty,
    sellable: a.sellable - qty,
    trades: [...a.trades, trade],
  });
}

/** Cash plus shares at the price, li. */
export const equityLi = (a: ReplayAccount, price: number): number =>
  a.cashLi + amountLi(price, a.qty);

/**
 * Buy-and-hold benchmark: the most whole lots the starting cash buys (fees included) at the
 * first price, valued at the last price; li.
 */
export function buyAndHoldLi(
  sec: TradableSecurity,
  cashLi: number,
  first: number,
  last: number,
  fees: FeeSchedule = DEFAULT_FEES,
): number {
  const cost = (n: number) =>
    amountLi(first, n) + orderFeeTotal(fees, sec.board, SIDE.BUY, amountLi(first, n));
  let lots = Math.floor(cashLi / amountLi(first, sec.lot));
  let qty = 0;
  while (lots > 0) {
    const n = sec.minBuy + (lots - 1) * sec.lot;
    if (n >= sec.minBuy && cost(n) <= cashLi) {
      qty = n;
      break;
    }
    lots -= 1;
  }
  return cashLi - (qty ? cost(qty) : 0) + amountLi(last, qty);
}
