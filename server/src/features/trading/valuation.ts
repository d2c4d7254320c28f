import { assetClassOfHolding } from '../../domain/asset-classes';
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

/** What a holding adds to total assets in li, as its asset class values it. */
export function holdingValue(market: MarketPort, p: HeldPosition, asOf?: string): number {
  // No shares but a debt still owed (a margin contract whose sale fell short) still counts.
  if (p.qty <= 0 && !(p.classData?.debt || p.classData?.interest)) return 0;
  const price = valuationPrice(market, p, asOf);
  const sec = market.security(`${p.code}.${p.market}`);
  const cls = sec && assetClassOfHolding(sec, p.posSide);
  const priceOf = (key: string) => market.quote(key)?.last;
  return cls ? cls.holdingValue(p, sec, price, priceOf) : amountLi(price, p.qty);
}

/**
 * Total assets of an account in li: its cash (available and frozen) and every holding as its
 * asset class values it — the one figure rankings, NAV, transfers and every capital view use.
 */
export function totalAssetsLi(market: MarketPort, account: AccountRecord, asOf?: string): number {
  return account.cash.available + account.cash.frozen + marketValue(market, account, asOf);
}

/** Market value of all holdings in li. */
export function marketValue(market: MarketPort, account: AccountRecord, asOf?: string): number {
  let total = 0;
  for (const p of account.positions.values()) total += holdingValue(market, p, asOf);
  return total;
}
