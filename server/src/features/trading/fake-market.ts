import type { MarketTime, Quote, RolloverEvent, Security } from '../../domain/market';
import { SEC, quoteOf } from '../../domain/exchange/test-fixtures';
import type { MarketPort } from './market-port';

/** A hand-driven market for engine tests: set quotes, emit ticks and rollovers. */
export class FakeMarket implements MarketPort {
  time: MarketTime = {
    tradingDate: '2026-11-20',
    phase: 'continuous',
    step: 100,
    clock: '10:00:00',
  };
  private readonly quotes = new Map<string, Quote>();
  private readonly tickers = new Set<(q: Quote[], t: MarketTime) => void>();
  private readonly rollers = new Set<(e: RolloverEvent) => void>();

  constructor() {
    this.setQuote('600519', quoteOf(10));
  }

  security(symbol: string, market?: string): Security | undefined {
    const code = symbol.split('.')[0];
    const sec = Object.values(SEC).find((s) => s.code === code && (!market || s.market === market));
    return sec as unknown as Security | undefined;
  }

  quote(key: string): Quote | undefined {
    return this.quotes.get(key.split('.')[0] as string);
  }

  setQuote(code: string, q: Quote): void {
    this.quotes.set(code, { ...q, code, tradingDate: this.time.tradingDate });
  }

  now(): MarketTime {
    return this.time;
  }

  previousTradingDate(date: string): string {
    const d = new Date(`${date}T00:00:00Z`);
    do d.setUTCDate(d.getUTCDate() - 1);
    while (d.getUTCDay() === 0 || d.getUTCDay() === 6);
    return d.toISOString().slice(0, 10);
  }

  /** Moves one interval on and delivers the current quotes. */
  tick(): void {
    this.time = { ...this.time, step: this.time.step + 1 };
    for (const l of this.tickers) l([...this.quotes.values()], this.time);
  }

  onTicks(l: (q: Quote[], t: MarketTime) => void): () => void {
    this.tickers.add(l);
    return () => this.tickers.delete(l);
  }

  onRollover(l: (e: RolloverEvent) => void): () => void {
    this.rollers.add(l);
    return () => this.rollers.delete(l);
  }
}
