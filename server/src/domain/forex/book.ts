import {
  bookFill,
  SIDE,
  type ClassSettings,
  type OrderBooks,
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
 * Books one fill of a forex spot order through the paid classes' `bookFill`: the quote-currency
 * amount converted to CNY at the quote currency's rate, the commission the growth of the order's
 * total (whole fen). T+0: bought currency may be sold at once; sale proceeds are free at once.
 * Amounts in the report are CNY li.
 */
export function fillForex(
  books: OrderBooks,
  sec: TradableSecurity,
  settings: ClassSettings,
  qty: number,
  price: number,
): OrderBooks & { report: Report } {
  const { order } = books;
  const rules = forexRules(settings);
  const amount = forexCnyLi(rules, sec.code, price, qty);
  const traded = order.filledAmount + amount;
  const fee = forexCommission(rules, traded) - order.fees;
  const rest = order.qty - order.filledQty - qty;
  let restFrozen = 0;
  if (order.side === SIDE.BUY && rest > 0) {
    const restCny = forexCnyLi(rules, sec.code, order.price, rest);
    restFrozen = restCny + forexCommission(rules, traded + restCny) - order.fees - fee;
  }
  const {
    cash,
    position,
    order: next,
    report,
  } = bookFill(books, {
    qty,
    price,
    amount,
    fee,
    restFrozen,
    sellable: qty,
  });
  return { cash, position, order: next, report };
}
