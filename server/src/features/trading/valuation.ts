import { amountLi } from '../../domain/exchange';
import type { MarketPort } from './market-port';
import type { AccountRecord, HeldPosition } from './rows';

/**
 * Price a holding is valued at: the last price of the trading date asked for, or, once the
 * market has rolled past that date, the previous close (that date's close).
 */
export function valuationPrice(market: MarketPort, p: HeldPosition, asOf?: string): number {
  const q = market.quote(`${p.code}.${p.market}`);
  if (!q) return p.qty > 0 ? p.cost / 1000 / p.qty : 0;
  return asOf !== undefined && q.tradingDate > asOf ? q.prevClose : q.last;
}

/** Market value of all holdings in li. */
export function marketValue(market: MarketPort, account: AccountRecord, asOf?: string): number {
  let total = 0;
  for (const p of account.positions.values()) {
    if (p.qty > 0) total += amountLi(valuationPrice(market, p, asOf), p.qty);
  }
  return total;
}
