import type { OrderRiskContext, RiskHolding } from './risk-rules';

/** What the exchange holds about an account when an order arrives (money in yuan). */
export interface AccountSnapshot {
  cashYuan: number;
  positions: Iterable<{ market: string; code: string; qty: number; sector?: string }>;
  /** Open financing and short amounts by code and sector (margin contests, 60156–60159). */
  credits?: OrderRiskContext['credits'];
}

/** The order as the exchange parsed it. */
export interface OrderBasics {
  action: 'order' | 'cancel';
  side: number;
  market: string;
  code: string;
  qty: number;
  /** Limit price, or the protection price of a market order. */
  price: number;
  sector?: string;
  credit?: OrderRiskContext['credit'];
}

/**
 * Builds the risk context of an order from the exchange's account: holdings valued at the
 * latest price (the order's price when a security has none), total assets = cash + holdings.
 */
export function orderRiskContext(
  account: AccountSnapshot,
  order: OrderBasics,
  today: OrderRiskContext['today'],
  priceOf: (market: string, code: string) => number | undefined,
): OrderRiskContext {
  const holdings: RiskHolding[] = [];
  for (const p of account.positions) {
    if (p.qty <= 0) continue;
    const px = priceOf(p.market, p.code) ?? 0;
    holdings.push({
      code: p.code,
      qty: p.qty,
      marketValue: px * p.qty,
      ...(p.sector !== undefined ? { sector: p.sector } : {}),
    });
  }
  const held = holdings.reduce((s, h) => s + h.marketValue, 0);
  const marketPrice = priceOf(order.market, order.code);
  return {
    action: order.action,
    side: order.side,
    code: order.code,
    market: order.market,
    qty: order.qty,
    price: order.price,
    ...(marketPrice !== undefined ? { marketPrice } : {}),
    ...(order.sector !== undefined ? { sector: order.sector } : {}),
    ...(order.credit !== undefined ? { credit: order.credit } : {}),
    ...(account.credits ? { credits: account.credits } : {}),
    today,
    totalAssets: account.cashYuan + held,
    holdings,
  };
}
