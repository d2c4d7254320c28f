import {
  cashOnOpen,
  amountLi,
  applyFill,
  EXEC_TYPE,
  orderFeeTotal,
  ORDER_STATUS,
  roundFen,
  sellableOnBuy,
  SIDE,
  type CashState,
  type ClassSettings,
  type Order,
  type OrderBooks,
  type Position,
  type Report,
  type TradableSecurity,
} from '../exchange';
import { dateNumber, debtOf, withDebt } from './holding';
import { isMarginEffect, marginSettings, eligibleTerms } from './rules';

type Fill = OrderBooks & { report: Report };

/** A share of `total` for `part` of `whole` shares, whole fen (all of it for the last shares). */
export const share = (total: number, part: number, whole: number): number =>
  part >= whole ? total : roundFen((total * part) / whole);

/** Margin of a new contract: ratio × amount, whole fen. */
export function contractMargin(
  sec: TradableSecurity,
  settings: ClassSettings,
  side: 'L' | 'S',
  amount: number,
): number {
  const t = eligibleTerms(sec, marginSettings(settings));
  const ratio = t ? (side === 'L' ? t.financeRatio : t.shortRatio) : 1;
  return roundFen(amount * ratio);
}

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
 * One fill of a debt order. 融资买入/融券卖出 open: the margin moves from frozen cash into the
 * contract's cost, the amount becomes its debt, the fee is paid. 卖券还款/买券还券 close: the
 * contract's share of debt, interest and margin goes out and the difference is realised.
 */
function fillDebt(
  books: OrderBooks,
  sec: TradableSecurity,
  settings: ClassSettings,
  qty: number,
  price: number,
): Fill {
  const { cash, position, order } = books;
  const effect = order.effect;
  const amount = amountLi(price, qty);
  const traded = order.filledAmount + amount;
  const fee = orderFeeTotal(settings.fees, sec.board, order.side, traded) - order.fees;
  const filledQty = order.filledQty + qty;
  const done = filledQty >= order.qty;
  const status = done ? ORDER_STATUS.FILLED : ORDER_STATUS.PARTIAL;
  const b = debtOf(position);
  const nextOrder = { ...order, filledQty, filledAmount: traded, fees: order.fees + fee, status };
  if (effect === 'financeBuy' || effect === 'shortSell') {
    const side = effect === 'financeBuy' ? 'L' : 'S';
    const margin = contractMargin(sec, settings, side, amount);
    const left = order.qty - filledQty;
    const frozenCash = done
      ? 0
      : Math.max(
          0,
          Math.min(order.frozenCash - margin - fee, openFreeze(sec, settings, side, order, left)),
        );
    const unfrozen = order.frozenCash - frozenCash;
    return {
      cash: cashOnOpen(cash, { unfrozen, margin, fee }),
      position: withDebt(
        {
          ...position,
          qty: position.qty + qty,
          sellable: position.sellable + (side === 'L' ? sellableOnBuy(sec, qty) : qty),
          cost: position.cost + margin,
        },
        {
          debt: b.debt + amount,
          interest: b.interest,
          // The term of a contract runs from its first opening (verify: per opening with brokers).
          ...(b.opened ? {} : { opened: dateNumber(order.tradingDate) }),
        },
      ),
      order: { ...nextOrder, frozenCash },
      report: report(order, qty, price, amount, fee),
    };
  }
  const c = closeContract(cash, position, qty, amount, fee);
  const frozenCash =
    effect === 'sellRepay' || done ? 0 : Math.max(0, order.frozenCash - amount - fee);
  const unfrozen = order.frozenCash - frozenCash;
  return {
    cash: { ...c.cash, frozen: c.cash.frozen - unfrozen, available: c.cash.available + unfrozen },
    position: { ...c.position, frozen: c.position.frozen - qty },
    order: { ...nextOrder, frozenCash, frozenQty: order.frozenQty - qty },
    report: { ...report(order, qty, price, amount, fee), realised: c.pnl },
  };
}

/**
 * Closes `qty` shares of a contract traded for `amount` with `fee`. 卖券还款 (L): the proceeds net
 * of the fee repay the interest owed first, then the debt (SSE/SZSE 融资融券交易实施细则: sale
 * proceeds first repay the financing; broker contracts: interest and fees before principal);
 * what is left goes to available cash, what they do not cover stays owed — also when every share
 * is sold. The contract's margin comes back for the shares sold. 买券还券 (S) pays the amount out
 * of the held proceeds; the contract's share of proceeds, fee owed and margin goes out. Realised:
 * what the close settles in cash.
 */
export function closeContract(
  cash: CashState,
  position: Position,
  qty: number,
  amount: number,
  fee: number,
): { cash: CashState; position: Position; pnl: number } {
  const b = debtOf(position);
  const costOut = share(position.cost, qty, position.qty);
  const paidOut = share(b.paid, qty, position.qty);
  const long = position.posSide !== 'S';
  let debtOut: number;
  let interestOut: number;
  if (long) {
    const net = Math.max(0, amount - fee);
    interestOut = Math.min(net, b.interest);
    debtOut = Math.min(net - interestOut, b.debt);
  } else {
    debtOut = share(b.debt, qty, position.qty);
    interestOut = share(b.interest, qty, position.qty);
  }
  // Cash repaid earlier (直接还款) comes back with the cost and is no gain.
  const pnl = (long ? amount - debtOut - paidOut : debtOut - amount) - interestOut;
  const debt = b.debt - debtOut;
  const interest = b.interest - interestOut;
  const qtyLeft = position.qty - qty;
  return {
    cash: {
      ...cash,
      available: cash.available + costOut + pnl - fee,
      fees: cash.fees + fee,
      realised: cash.realised + pnl,
    },
    position: withDebt(
      {
        ...position,
        qty: qtyLeft,
        sellable: Math.min(position.sellable, qtyLeft),
        cost: position.cost - costOut,
        realised: position.realised + pnl,
      },
      {
        debt,
        interest,
        paid: b.paid - paidOut,
        ...(qtyLeft <= 0 && debt <= 0 && interest <= 0 ? { opened: 0 } : {}),
      },
    ),
    pnl,
  };
}

/** Cash an opening order of `qty` freezes at the order's price: margin plus the order's fees. */
export function openFreeze(
  sec: TradableSecurity,
  settings: ClassSettings,
  side: 'L' | 'S',
  order: Pick<Order, 'price' | 'filledAmount' | 'fees'>,
  qty: number,
): number {
  if (qty <= 0) return 0;
  const amount = amountLi(order.price, qty);
  const fees = orderFeeTotal(
    settings.fees,
    sec.board,
    side === 'L' ? SIDE.BUY : SIDE.SELL,
    order.filledAmount + amount,
  );
  return contractMargin(sec, settings, side, amount) + fees - order.fees;
}

/** Books one fill of a credit order: collateral as a cash trade, debt orders on their contract. */
export function fillMargin(
  books: OrderBooks,
  sec: TradableSecurity,
  settings: ClassSettings,
  qty: number,
  price: number,
): Fill {
  const e = books.order.effect;
  if (!isMarginEffect(e) || e === 'collateralBuy' || e === 'collateralSell')
    return applyFill(books, sec, settings.fees, qty, price);
  return fillDebt(books, sec, settings, qty, price);
}
