import type { MarketTime, Quote, SimulatedMarket } from '../../domain/market';
import { quoteRow } from './views';

/** Push types the portal subscribes to (spec §3). */
export const QUOTATION_TYPES = [
  'TickQuotationInfo',
  'SoTickQuotation',
  'TickQuotationcs',
  'ContractDate',
] as const;

export interface PublisherOptions {
  /** Least time between two pushes of one code to one quotation type (default 500 ms). */
  minIntervalMs?: number;
  now?: () => number;
}

/** Group of one code under one quotation type. */
export const quoteGroup = (type: string, key: string) => `quote:${type}:${key}`;

/**
 * Turns market steps into pushes for subscribed codes only, coalesced: a code gets at most one
 * push per interval per quotation type, always its latest snapshot.
 */
export class QuotePublisher {
  private readonly members = new Map<string, Set<string>>();
  private readonly pending = new Map<string, { type: string; quote: Quote }>();
  private readonly lastSent = new Map<string, number>();
  private readonly minInterval: number;
  private readonly now: () => number;

  constructor(
    private readonly market: SimulatedMarket,
    private readonly push: (group: string, target: string, payload: unknown) => void,
    opts: PublisherOptions = {},
  ) {
    this.minInterval = opts.minIntervalMs ?? 500;
    this.now = opts.now ?? Date.now;
  }

  /** Normalises codes to `code.MARKET` keys; unknown codes are returned separately. */
  resolve(codes: string[]): { keys: string[]; unknown: string[] } {
    const keys: string[] = [];
    const unknown: string[] = [];
    for (const c of codes) {
      const s = this.market.security(c);
      if (s) keys.push(`${s.code}.${s.market}`);
      else unknown.push(c);
    }
    return { keys: [...new Set(keys)], unknown };
  }

  /** Records a connection's interest; returns the groups it joined. */
  subscribe(connectionId: string, type: string, keys: string[]): string[] {
    return keys.map((key) => {
      const group = quoteGroup(type, key);
      const set = this.members.get(group) ?? new Set<string>();
      set.add(connectionId);
      this.members.set(group, set);
      return group;
    });
  }

  /** Drops a connection's interest in some codes (all of the type when keys is empty). */
  unsubscribe(connectionId: string, type: string, keys: string[]): string[] {
    const groups = keys.length
      ? keys.map((k) => quoteGroup(type, k))
      : [...this.members.keys()].filter((g) => g.startsWith(`quote:${type}:`));
    const left: string[] = [];
    for (const g of groups) {
      const set = this.members.get(g);
      if (!set?.delete(connectionId)) continue;
      left.push(g);
      if (set.size === 0) {
        this.members.delete(g);
        this.pending.delete(g);
      }
    }
    return left;
  }

  /** Forgets a closed connection. */
  drop(connectionId: string): void {
    for (const [g, set] of this.members) {
      set.delete(connectionId);
      if (set.size === 0) {
        this.members.delete(g);
        this.pending.delete(g);
      }
    }
  }

  /** Takes a market step: queues the latest quote of every subscribed code, then flushes. */
  onTicks(quotes: Quote[], _t?: MarketTime): void {
    if (this.members.size === 0) return;
    const byKey = new Map(quotes.map((q) => [`${q.code}.${q.market}`, q]));
    for (const g of this.members.keys()) {
      const [, type, key] = g.split(':') as [string, string, string];
      const q = byKey.get(key);
      if (q) this.pending.set(g, { type, quote: q });
    }
    this.flush();
  }

  /** Sends queued quotes whose interval has passed; call it on a short timer as well. */
  flush(): void {
    const t = this.now();
    for (const [g, { type, quote }] of this.pending) {
      if (t - (this.lastSent.get(g) ?? -Infinity) < this.minInterval) continue;
      this.pending.delete(g);
      this.lastSent.set(g, t);
      const sec = this.market.security(`${quote.code}.${quote.market}`);
      if (!sec) continue;
      const row = quoteRow(sec, quote);
      this.push(
        g,
        type,
        type === 'ContractDate' ? { tradingDate: quote.tradingDate, time: quote.time } : row,
      );
    }
  }

  subscribedGroups(): string[] {
    return [...this.members.keys()];
  }
}
