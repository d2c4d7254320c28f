import type { MarketTime, Quote, RolloverEvent, Security } from '../../domain/market';
import type { MarketService } from '../quotation/market-service';

/** What the exchange needs from the simulated market. */
export interface MarketPort {
  security(symbol: string, market?: string): Security | undefined;
  quote(key: string): Quote | undefined;
  now(): MarketTime;
  previousTradingDate(date: string): string;
  onTicks(listener: (quotes: Quote[], t: MarketTime) => void): () => void;
  onRollover(listener: (e: RolloverEvent) => void): () => void;
}

/** Adapts the quotation feature's market service. */
export function marketPortOf(svc: MarketService): MarketPort {
  return {
    security: (symbol, market) => svc.market.security(symbol, market),
    quote: (key) => svc.market.quote(key),
    now: () => svc.clock.read(),
    previousTradingDate: (date) => svc.clock.calendar.shift(date, -1),
    onTicks: (l) => svc.market.onTicks(l),
    onRollover: (l) => svc.clock.onRollover(l),
  };
}
