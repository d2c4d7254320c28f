import type { Bar, MarketTime, Quote, RolloverEvent, Security } from '../../domain/market';
import type { MarketService } from '../quotation';

/** What the exchange needs from the simulated market. */
export interface MarketPort {
  security(symbol: string, market?: string): Security | undefined;
  quote(key: string): Quote | undefined;
  now(): MarketTime;
  previousTradingDate(date: string): string;
  /** The trading day after `date` (night sessions book into it); absent: the calendar day after. */
  nextTradingDate?(date: string): string;
  /** One-minute bars of `key` on `date` (today: so far); settlement prices average them. */
  minuteBars?(key: string, date: string): Bar[];
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
    nextTradingDate: (date) => svc.clock.calendar.shift(date, 1),
    minuteBars: (key, date) => svc.market.minuteBars(key, date),
    onTicks: (l) => svc.market.onTicks(l),
    onRollover: (l) => svc.clock.onRollover(l),
  };
}
