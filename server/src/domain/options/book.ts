import {
  EXEC_TYPE,
  ORDER_STATUS,
  roundFen,
  SIDE,
  type ClassSettings,
  type Order,
  type OrderBooks,
  type Report,
  type TradableSecurity,
} from '../exchange';
import { dataOf, premiumOf, shareOf, withData, withPremium } from './holding';
import { isCovered, isOpening, optionFeeLi, optionTermsOf, unitsLi } from './rules';

type Fill = OrderBooks & { report: Report };
type Holding = OrderBooks['position'];

/** What one fill does to the holding, and the cash it brings in (negative: paid) before fees. */
interface Leg {
  cashIn: number;
  realised: number;
  next: Holding;
}

/** Buy open (L): the premium is paid and becomes the holding's cost. */
function buyOpen(position: Holding, qty: number, premium: number): Leg {
  return {
    cashIn: -premium,
    realised: 0,
    next: {
      ...position,
      qty: position.qty + qty,
      sellable: position.sellable + qty,
      cost: position.cost + premium,
    },
  };
}

/** Sell open (S, or C with no margin): the premium is received and the margin held. */
function sellOpen(position: Holding, qty: number, premium: number, margin: number): Leg {
  return {
    cashIn: premium - margin,
    realised: 0,
    next: withPremium(
      {
        ...position,
        qty: position.qty + qty,
        sellable: position.sellable + qty,
        cost: position.cost + margin - premium,
      },
      premiumOf(position) + premium,
    ),
  };
}

/**
 * A close: sell close (L) receives the premium and realises the cost against it; buy close (S/C)
 * pays the premium, releases the margin and realises premium received − paid; a covered close
 * (`coverUnit` > 0) gives the cover units back to the locked shares.
 */
function closeLeg(
  position: Holding,
  qty: number,
  premium: number,
  buy: boolean,
  coverUnit: number,
): Leg {
  const costOut = shareOf(position.cost, qty, position.qty, roundFen);
  const held = premiumOf(position);
  const premOut = shareOf(held, qty, position.qty, roundFen);
  const base = {
    ...position,
    qty: position.qty - qty,
    frozen: position.frozen - qty,
    cost: position.cost - costOut,
  };
  if (!buy) {
    const realised = premium - costOut;
    return { cashIn: premium, realised, next: { ...base, realised: position.realised + realised } };
  }
  const realised = premOut - premium;
  let next = withPremium({ ...base, realised: position.realised + realised }, held - premOut);
  if (coverUnit > 0)
    next = withData(next, 'coverUnits', dataOf(next, 'coverUnits') - qty * coverUnit);
  return { cashIn: costOut + premOut - premium, realised, next };
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
 * Books one fill of an option order. The frozen cash of the filled contracts (their share of the
 * order's freeze) is taken out of frozen; then:
 * - buy open (L): the premium is paid and becomes the holding's cost;
 * - sell open (S): the premium is received, the margin (the freeze less the fee, never below the
 *   premium) is held — cost = margin − premium, the premium kept in `classData`;
 * - sell close (L): the premium is received, the cost of the contracts realised against it;
 * - buy close (S): the premium is paid, the margin released, premium received − paid realised;
 * - 备兑开仓 / 备兑平仓 (C): as sell open / buy close with no margin; the covered close gives the
 *   cover units back to the locked shares (`coverUnits` falls), the open took them when placed.
 */
export function fillOption(
  books: OrderBooks,
  sec: TradableSecurity,
  settings: ClassSettings,
  qty: number,
  price: number,
): Fill {
  const { cash, position, order } = books;
  const t = optionTermsOf(sec);
  const unit = t?.unit ?? sec.derivative?.multiplier ?? 1;
  const premium = unitsLi(price, qty * unit);
  const covered = isCovered(order.effect);
  const fee = t ? optionFeeLi(t, settings, qty) : 0;
  const remaining = order.qty - order.filledQty;
  const taken = shareOf(order.frozenCash, qty, remaining, roundFen);
  const filledQty = order.filledQty + qty;
  const opening = isOpening(order.effect);
  const buy = order.side === SIDE.BUY;
  const leg = opening
    ? buy
      ? buyOpen(position, qty, premium)
      : sellOpen(position, qty, premium, covered ? 0 : Math.max(taken - fee, premium))
    : closeLeg(position, qty, premium, buy, covered ? unit : 0);
  const available = cash.available + taken - fee + leg.cashIn;
  const { realised, next } = leg;
  return {
    cash: {
      ...cash,
      frozen: cash.frozen - taken,
      available,
      fees: cash.fees + fee,
      realised: cash.realised + realised,
    },
    position: next,
    order: {
      ...order,
      filledQty,
      filledAmount: order.filledAmount + premium,
      fees: order.fees + fee,
      frozenCash: order.frozenCash - taken,
      // A covered open's frozenQty counts the cover units still working (released on cancel).
      frozenQty: opening ? order.frozenQty - (covered ? qty * unit : 0) : order.frozenQty - qty,
      status: filledQty >= order.qty ? ORDER_STATUS.FILLED : ORDER_STATUS.PARTIAL,
    },
    report: { ...report(order, qty, price, premium, fee), realised },
  };
}
