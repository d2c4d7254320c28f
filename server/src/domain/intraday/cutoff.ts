import {
  amountLi,
  EXEC_TYPE,
  isWorking,
  orderFeeTotal,
  releaseOrder,
  SIDE,
  type CashState,
  type FeeSchedule,
  type Order,
  type Position,
  type Report,
  type TradableSecurity,
  holdingKey,
} from '../exchange';

/** What the cut-off of one account looks at. */
export interface CutoffInput {
  cash: CashState;
  positions: readonly Position[];
  /** The account's working orders. */
  working: readonly Order[];
  /** The security and price (last) of a holding; undefined: not closed (no quote). */
  security(p: Position): TradableSecurity | undefined;
  price(p: Position): number | undefined;
  fees: FeeSchedule;
  accountId: number;
  tradingDate: string;
}

export interface CutoffResult {
  cash: CashState;
  positions: Position[];
  orders: Order[];
  reports: Report[];
}

/**
 * The intraday cut-off (日内回转 强平): every working order of the account is cancelled, then
 * every open net holding is sold at market (the last price) with the cash-market fees, recorded
 * as a forced close (execution type 122) with its realised P&L, so the account is flat.
 */
export function closeAtCutoff(input: CutoffInput): CutoffResult {
  let cash = input.cash;
  const positions = new Map(input.positions.map((p) => [holdingKey(p), p]));
  const orders: Order[] = [];
  const reports: Report[] = [];
  for (const order of input.working) {
    if (!isWorking(order.status)) continue;
    const key = holdingKey(order);
    const position = positions.get(key) ?? {
      market: order.market,
      code: order.code,
      qty: 0,
      sellable: 0,
      frozen: 0,
      cost: 0,
      realised: 0,
    };
    const r = releaseOrder({ cash, position, order }, 'cancel');
    cash = r.cash;
    positions.set(key, r.position);
    orders.push(r.order);
    reports.push(r.report);
  }
  const changed: Position[] = [];
  for (const p of positions.values()) {
    const sec = input.security(p);
    const price = input.price(p);
    if (p.posSide || p.qty <= 0 || !sec || price === undefined || !(price > 0)) {
      if (orders.some((o) => holdingKey(o) === holdingKey(p))) changed.push(p);
      continue;
    }
    const amount = amountLi(price, p.qty);
    const fee = Math.min(
      orderFeeTotal(input.fees, sec.board, SIDE.SELL, amount),
      amount + cash.available,
    );
    const gain = amount - p.cost;
    cash = {
      ...cash,
      available: cash.available + amount - fee,
      fees: cash.fees + fee,
      realised: cash.realised + gain,
    };
    changed.push({ ...p, qty: 0, sellable: 0, frozen: 0, cost: 0, realised: p.realised + gain });
    reports.push({
      orderId: null,
      accountId: input.accountId,
      execType: EXEC_TYPE.FORCED_CLOSE,
      market: p.market,
      code: p.code,
      side: SIDE.SELL,
      qty: p.qty,
      price,
      amount,
      fees: fee,
      tradingDate: input.tradingDate,
      realised: gain,
    });
  }
  return { cash, positions: changed, orders, reports };
}
