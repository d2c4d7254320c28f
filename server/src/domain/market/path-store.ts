import type { TradingCalendar } from './calendar';
import type { DailyHistory } from './daily-history';
import { bridge, buildDayPath, type DayPath } from './day-path';
import { derivedPath, priceMap } from './derived';
import { rngFor } from './prng';
import { priceLimits } from './rules';
import type { ScenarioLayer } from './scenario-layer';
import { keyOf, type Security } from './types';

/** Past day paths kept for chart requests; today's are kept for every security. */
const PAST_CACHE = 256;

/**
 * Builds and caches day paths: today's for every security (the live market reads them on every
 * step), past days' in a small LRU, since minute bars of past days are rebuilt on request.
 */
export class PathStore {
  private readonly today = new Map<string, DayPath>();
  private readonly past = new Map<string, DayPath>();
  private readonly shapes = new Map<string, Float64Array>();
  private todayDate = '';

  constructor(
    private readonly seed: number,
    private readonly history: DailyHistory,
    private readonly calendar: TradingCalendar,
    /** The underlying a derived security is priced from, or undefined for a primary one. */
    private readonly underlyingOf: (sec: Security) => Security | undefined,
    /** Market scenarios laid over the generated prices of primary securities (derived follow). */
    private readonly layer?: ScenarioLayer,
  ) {}

  /** Forgets cached paths (all of them, or only today's when a new day starts). */
  clear(onlyToday = false): void {
    this.today.clear();
    if (!onlyToday) this.past.clear();
  }

  /** The day path of a security on a date; `today` tells which cache holds it. */
  get(sec: Security, date: string, today: string, keep = true): DayPath {
    if (today !== this.todayDate) {
      this.todayDate = today;
      this.today.clear();
    }
    const key = keyOf(sec);
    const cache = date === today ? this.today : this.past;
    const ck = date === today ? key : `${key}|${date}`;
    const hit = cache.get(ck);
    if (hit) return hit;
    const built = this.build(sec, date, today);
    if (!keep) return built;
    if (cache === this.past && this.past.size >= PAST_CACHE) {
      this.past.delete(this.past.keys().next().value as string);
    }
    cache.set(ck, built);
    return built;
  }

  private shape(kind: string, date: string): Float64Array {
    const key = `${kind}|${date}`;
    let s = this.shapes.get(key);
    if (!s) {
      if (this.shapes.size > 512) this.shapes.clear();
      s = bridge(rngFor(this.seed, 'shape', kind, date));
      this.shapes.set(key, s);
    }
    return s;
  }

  private build(sec: Security, date: string, today: string): DayPath {
    const under = this.underlyingOf(sec);
    if (under) {
      const upath = this.get(under, date, today);
      const prevDate = this.calendar.shift(date, -1);
      const prevClose = priceMap(this.seed, sec, prevDate)(upath.prevClose, 1);
      return derivedPath(this.seed, sec, upath, prevClose);
    }
    const orig = this.generated(sec, date);
    return this.layer ? this.layer.apply(sec, orig, (d) => this.generated(sec, d)) : orig;
  }

  /** The generated (scenario-free) path of a primary security. */
  private generated(sec: Security, date: string): DayPath {
    const day = this.history.barAt(keyOf(sec), date);
    const p0 = sec.basePrice;
    const bar = day?.bar ?? {
      time: date,
      open: p0,
      high: p0,
      low: p0,
      close: p0,
      volume: 0,
      amount: 0,
    };
    const prevClose = day?.prevClose ?? p0;
    return buildDayPath({
      seed: this.seed,
      sec,
      date,
      bar,
      prevClose,
      limits: priceLimits(sec, prevClose),
      marketShape: this.shape('market', date),
      sectorShape: this.shape(sec.sector, date),
    });
  }
}
