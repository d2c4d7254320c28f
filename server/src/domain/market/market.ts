import { STEPS_PER_DAY } from './calendar';
import type { MarketClock, MarketTime, RolloverEvent } from './clock';
import { DailyHistory } from './daily-history';
import { isDerived } from './derived';
import { minuteBarsOf } from './bars';
import { withHkInfo } from './hk-quote';
import { PathStore } from './path-store';
import type { PriceScenario } from './scenario';
import { ScenarioLayer } from './scenario-layer';
import { quoteAt } from './snapshot';
import { keyOf, type Bar, type Quote, type Security } from './types';

/** Trading days of history a futures or option contract shows (about one year of listing). */
export const DERIVED_HISTORY = 250;

/** Vendor suffixes accepted for the spec's market names (600519.SH = 600519.SSE). */
const MARKET_ALIASES: Record<string, string> = { SH: 'SSE', SZ: 'SZSE', BJ: 'BSE', HK: 'HKEX' };

export interface MarketOptions {
  seed: number;
  clock: MarketClock;
  securities: Security[];
}

/**
 * The simulated market: the security master, history, today's live path and quotes. Everything
 * is a pure function of (seed, security, date, step), so the same seed gives the same market,
 * restarts resume it, and minute bars of past days are rebuilt on request instead of held.
 */
export class SimulatedMarket {
  readonly seed: number;
  readonly clock: MarketClock;
  private readonly byKey = new Map<string, Security>();
  private readonly byCode = new Map<string, Security[]>();
  private readonly history: DailyHistory;
  private readonly paths: PathStore;
  private readonly scenarios: ScenarioLayer;
  private readonly tickListeners = new Set<(quotes: Quote[], t: MarketTime) => void>();
  private date: string;
  private lastStep = -1;
  private lastPhase = '';
  /** Quotes of the current step, shared by every caller until the step moves (read-only). */
  /** Quotes of the current step, by security object (no key string built per read). */
  private readonly quoteCache = new Map<Security, Quote>();
  /** What the cached quotes are of: date, step, phase and clock mode (null: nothing cached). */
  private cacheOf: { date: string; step: number; phase: string; clock: string | undefined } | null =
    null;

  constructor(opts: MarketOptions) {
    this.seed = opts.seed;
    this.clock = opts.clock;
    this.history = new DailyHistory(opts.seed, opts.clock.calendar, new Map());
    this.date = opts.clock.read().tradingDate;
    this.scenarios = new ScenarioLayer(opts.seed, opts.clock.calendar);
    this.paths = new PathStore(
      opts.seed,
      this.history,
      opts.clock.calendar,
      (sec) =>
        this.derived(sec) ? this.security(sec.derivative?.underlying as string) : undefined,
      this.scenarios,
    );
    this.history.extendThrough(this.date);
    for (const s of opts.securities) this.add(s);
    this.clock.onRollover((e) => this.rollover(e));
  }

  /** Adds (or replaces) a security in the master; its history is generated at once. */
  add(sec: Security): void {
    const key = keyOf(sec);
    this.byKey.set(key, sec);
    const list = (this.byCode.get(sec.code) ?? []).filter((s) => s.market !== sec.market);
    // Without a market suffix a code means the tradable security before the index of that code.
    list.push(sec);
    list.sort((a, b) => Number(a.board === 'index') - Number(b.board === 'index'));
    this.byCode.set(sec.code, list);
    this.cacheOf = null;
    if (!this.derived(sec)) this.history.track(sec);
    this.paths.clear(true);
  }

  /** Security by `code`, `code.MARKET` or code plus market. */
  security(symbol: string, market?: string): Security | undefined {
    // The engine and the quote path ask by the canonical key (`600036.SSE`, or code and canonical
    // market) thousands of times a second: one map read, no parsing.
    const hit = this.byKey.get(market === undefined ? symbol : `${symbol}.${market}`);
    if (hit !== undefined) return hit;
    const [code, suffix] = symbol.includes('.') ? symbol.split('.') : [symbol, market];
    if (suffix) {
      const m = suffix.toUpperCase();
      return this.byKey.get(`${code}.${MARKET_ALIASES[m] ?? m}`);
    }
    return this.byCode.get(code as string)?.[0];
  }

  all(): Security[] {
    return [...this.byKey.values()];
  }

  /** The current trading date of the market. */
  tradingDate(): string {
    return this.date;
  }

  /** Current quote (last, prev close, limits, 5-level book, cumulative and interval volume). */
  quote(symbol: string, t: MarketTime = this.clock.read()): Quote | undefined {
    const sec = this.security(symbol);
    if (!sec) return undefined;
    const c = this.cacheOf;
    if (
      c === null ||
      c.date !== this.date ||
      c.step !== t.step ||
      c.phase !== t.phase ||
      c.clock !== t.clock
    ) {
      this.cacheOf = { date: this.date, step: t.step, phase: t.phase, clock: t.clock };
      this.quoteCache.clear();
    }
    let q = this.quoteCache.get(sec);
    if (!q) {
      const path = this.paths.get(sec, this.date, this.date);
      q = quoteAt(this.seed, sec, path, t.step, t.phase, t.clock);
      if (sec.board === 'hk') q = withHkInfo(q, sec, path, t.step);
      this.quoteCache.set(sec, q);
    }
    return q;
  }

  /** Daily bars in [from, to]; today's bar is the partial bar up to the current step. */
  dailyBars(symbol: string, from = '0000-00-00', to = '9999-99-99'): Bar[] {
    const sec = this.security(symbol);
    if (!sec) return [];
    const t = this.clock.read();
    const before = this.clock.calendar.shift(this.date, -1);
    const end = to < before ? to : before;
    let bars: Bar[];
    if (!this.derived(sec)) {
      bars = this.history.bars(keyOf(sec), from, end);
      // Days a market scenario acts on are read off their paths (the overlay is laid there).
      const first = this.scenarios.firstDate(keyOf(sec));
      if (first !== undefined)
        bars = bars.map((b) => (b.time < first ? b : this.paths.get(sec, b.time, this.date).bar));
    } else
      // Derived bars are priced from the underlying's paths on request: a contract's listed life
      // (the last DERIVED_HISTORY trading days) keeps that cheap.
      bars = this.history.dates
        .slice(-DERIVED_HISTORY - 1)
        .filter((d) => d >= from && d <= end)
        .map((d) => this.paths.get(sec, d, this.date, false).bar);
    if (
      this.date >= from &&
      this.date <= to &&
      t.phase !== 'pre-open' &&
      t.phase !== 'opening-auction'
    ) {
      const q = this.quote(symbol, t) as Quote;
      bars.push({
        time: this.date,
        open: q.open,
        high: q.high,
        low: q.low,
        close: q.last,
        volume: q.cumVolume,
        amount: q.cumAmount,
      });
    }
    return bars;
  }

  /** 1-minute bars of a trading day (default today, up to the current minute). */
  minuteBars(symbol: string, date: string = this.date): Bar[] {
    const sec = this.security(symbol);
    if (!sec || date > this.date || this.history.indexOf(date) < 0) return [];
    const upTo = date === this.date ? this.clock.read().step : STEPS_PER_DAY;
    return minuteBarsOf(sec, this.paths.get(sec, date, this.date), upTo);
  }

  /** The trading dates that have history, ascending (today last). */
  tradingDates(): string[] {
    return this.history.dates;
  }

  /** Replaces a security's simulated daily history with imported real bars. */
  replaceHistory(symbol: string, bars: Bar[]): boolean {
    const sec = this.security(symbol);
    if (!sec || this.derived(sec)) return false;
    this.history.replaceHistory(keyOf(sec), bars);
    this.cacheOf = null;
    this.paths.clear();
    return true;
  }

  /**
   * Lays the market scenarios (行情情景) over the generated prices: quotes, paths and bars of the
   * days they act on follow at once (their effective time is never before now, so nothing shown
   * or settled changes).
   */
  setScenarios(events: readonly PriceScenario[]): void {
    this.scenarios.set(events);
    this.cacheOf = null;
    this.paths.clear();
  }

  /** Subscribes to market steps: every advance that moves the step delivers all quotes. */
  onTicks(listener: (quotes: Quote[], t: MarketTime) => void): () => void {
    this.tickListeners.add(listener);
    return () => this.tickListeners.delete(listener);
  }

  /** Polls the clock (rolling days over) and, when the step moved, emits fresh quotes. */
  advance(): Quote[] {
    const t = this.clock.poll();
    if (t.step === this.lastStep && t.phase === this.lastPhase && t.tradingDate === this.date)
      return [];
    this.lastStep = t.step;
    this.lastPhase = t.phase;
    const quotes = this.all().map((s) => this.quote(`${s.code}.${s.market}`, t) as Quote);
    for (const l of this.tickListeners) l(quotes, t);
    return quotes;
  }

  private rollover(e: RolloverEvent): void {
    this.history.extendThrough(e.next);
    this.date = e.next;
    this.cacheOf = null;
    this.paths.clear(true);
    this.lastStep = -1;
  }

  private derived(sec: Security): boolean {
    const u = sec.derivative?.underlying;
    return isDerived(sec) && u !== undefined && this.security(u) !== undefined;
  }
}
