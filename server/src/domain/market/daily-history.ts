import type { TradingCalendar } from './calendar';
import { rngFor } from './prng';
import { clampToLimits, priceLimits, roundToTick, tickAt } from './rules';
import { Series } from './daily-series';
import { keyOf, type Bar, type Security } from './types';

/**
 * Math as a module binding: in a vm context (Jest's test environment) every read of a global goes
 * through the context's interceptor, 10-100x a local read, and these loops run millions of times.
 */
const { Math } = globalThis;

/** First simulated trading day: history is walked forward from here, so it never depends on today. */
export const HISTORY_EPOCH = '2024-01-02';

/** Daily volatility of the market factor and of each sector factor. */
const MARKET_VOL = 0.011;
const SECTOR_VOL = 0.008;
/** Pull of the log price back to the reference level, per day: keeps levels realistic for years. */
const REVERSION = 0.015;

/** Daily odds of a news jump (6–18%) for stocks: limit-up and limit-down days happen. */
const JUMP_ODDS = 0.01;
const JUMP_BOARDS = new Set(['main', 'star', 'chinext', 'bse', 'hk']);

/** Real bars imported for a security; the simulation continues after the last of them. */
interface Imported {
  bars: Bar[];
  /** Index in the shared date list of the first simulated day after the import. */
  resumeAt: number;
}

/**
 * Shared market and sector factors plus per-security daily bars, generated forward from the
 * epoch. Securities are keyed `code.market` (see keyOf).
 */
export class DailyHistory {
  readonly dates: string[] = [];
  private readonly index = new Map<string, number>();
  private readonly market: number[] = [];
  private readonly sectors = new Map<string, number[]>();
  private readonly series = new Map<string, Series>();
  private readonly imported = new Map<string, Imported>();

  constructor(
    private readonly seed: number,
    private readonly calendar: TradingCalendar,
    private readonly securities: Map<string, Security>,
  ) {}

  /** Generates every primary security's bars through the given trading date (inclusive). */
  extendThrough(date: string): void {
    let next = this.dates.length
      ? this.calendar.shift(this.dates[this.dates.length - 1] as string, 1)
      : this.calendar.onOrAfter(HISTORY_EPOCH);
    while (next <= date) {
      const i = this.dates.length;
      this.dates.push(next);
      this.index.set(next, i);
      const r = rngFor(this.seed, 'market', next);
      this.market.push(0.0002 + MARKET_VOL * r.normal());
      for (const [sector, values] of this.sectors)
        values.push(SECTOR_VOL * rngFor(this.seed, 'sector', sector, next).normal());
      for (const [code, s] of this.series) this.generate(code, s, i);
      next = this.calendar.shift(next, 1);
    }
  }

  /** Adds a primary security (admin-added ones too) and walks its history up to the last date. */
  track(sec: Security): void {
    this.securities.set(keyOf(sec), sec);
    if (!this.sectors.has(sec.sector)) {
      this.sectors.set(
        sec.sector,
        this.dates.map((d) => SECTOR_VOL * rngFor(this.seed, 'sector', sec.sector, d).normal()),
      );
    }
    const s = new Series();
    this.series.set(keyOf(sec), s);
    for (let i = 0; i < this.dates.length; i += 1) this.generate(keyOf(sec), s, i);
  }

  has(code: string): boolean {
    return this.series.has(code);
  }

  /** Position of a trading date in the shared list, or -1. */
  indexOf(date: string): number {
    return this.index.get(date) ?? -1;
  }

  /** The bar of a primary security on a date and the close before it. */
  barAt(code: string, date: string): { bar: Bar; prevClose: number } | undefined {
    const imp = this.imported.get(code);
    const importedBar = imp?.bars.find((b) => b.time === date);
    if (imp && importedBar) {
      const k = imp.bars.indexOf(importedBar);
      return {
        bar: importedBar,
        prevClose: k > 0 ? (imp.bars[k - 1] as Bar).close : importedBar.open,
      };
    }
    const s = this.series.get(code);
    const i = this.indexOf(date);
    if (!s || i < 0 || i >= s.length || (imp && i < imp.resumeAt)) return undefined;
    return { bar: this.read(s, i), prevClose: this.prevClose(code, i) };
  }

  /** Daily bars from..to (inclusive ISO dates): imported bars first, then the simulation. */
  bars(code: string, from: string, to: string): Bar[] {
    const s = this.series.get(code);
    if (!s) return [];
    const imp = this.imported.get(code);
    const out = (imp?.bars ?? []).filter((b) => b.time >= from && b.time <= to);
    for (let i = imp?.resumeAt ?? 0; i < s.length; i += 1) {
      const d = this.dates[i] as string;
      if (d >= from && d <= to) out.push(this.read(s, i));
    }
    return out;
  }

  /**
   * Replaces a security's history with real bars (sorted, validated by the caller) and
   * regenerates the simulated days after them so the path continues from the last real close.
   */
  replaceHistory(code: string, bars: Bar[]): void {
    const last = bars[bars.length - 1];
    const s = this.series.get(code);
    if (!last || !s) return;
    let resumeAt = 0;
    while (resumeAt < this.dates.length && (this.dates[resumeAt] as string) <= last.time)
      resumeAt += 1;
    this.imported.set(code, { bars, resumeAt });
    s.length = 0;
    for (let i = 0; i < this.dates.length; i += 1) this.generate(code, s, i);
  }

  private read(s: Series, i: number): Bar {
    return {
      time: this.dates[i] as string,
      open: s.open[i] as number,
      high: s.high[i] as number,
      low: s.low[i] as number,
      close: s.close[i] as number,
      volume: s.volume[i] as number,
      amount: s.amount[i] as number,
    };
  }

  private prevClose(code: string, i: number): number {
    const s = this.series.get(code) as Series;
    const imp = this.imported.get(code);
    if (imp && i === imp.resumeAt && imp.bars.length)
      return (imp.bars[imp.bars.length - 1] as Bar).close;
    if (i > 0 && (!imp || i > imp.resumeAt)) return s.close[i - 1] as number;
    return (this.securities.get(code) as Security).basePrice;
  }

  /** One day of one security: factor return, limit clipping, tick rounding, volume. */
  private generate(code: string, s: Series, i: number): void {
    const sec = this.securities.get(code) as Security;
    const imp = this.imported.get(code);
    if (imp && i < imp.resumeAt) {
      s.push({ open: 0, high: 0, low: 0, close: 0, volume: 0, amount: 0 });
      return;
    }
    const date = this.dates[i] as string;
    const prev = this.prevClose(code, i);
    const anchor = imp ? (imp.bars[imp.bars.length - 1] as Bar).close : sec.basePrice;
    const rng = rngFor(this.seed, code, date);
    const sector = this.sectors.get(sec.sector)?.[i] ?? 0;
    const sectorLoad =
      sec.board === 'index' || sec.board === 'bond' || sec.board === 'forex' ? 0 : 1;
    // Company news: now and then a stock jumps far enough to reach its daily limit.
    const news = rng.next();
    const u = news / JUMP_ODDS;
    const jump =
      JUMP_BOARDS.has(sec.board) && u < 1 ? (u < 0.5 ? 1 : -1) * (0.06 + 0.12 * ((u * 2) % 1)) : 0;
    const r =
      sec.beta * (this.market[i] ?? 0) +
      sectorLoad * sector +
      sec.vol * rng.normal() +
      jump -
      REVERSION * Math.log(prev / anchor);
    const limits = priceLimits(sec, prev);
    const px = (v: number) =>
      Math.max(tickAt(sec, v), roundToTick(clampToLimits(v, limits), tickAt(sec, v)));
    const close = px(prev * Math.exp(r));
    const open = px(prev * Math.exp(0.3 * r + 0.3 * sec.vol * rng.normal()));
    const spreadUp = Math.abs(rng.normal()) * sec.vol * 0.6;
    const spreadDown = Math.abs(rng.normal()) * sec.vol * 0.6;
    let high = Math.max(open, close, px(Math.max(open, close) * (1 + spreadUp)));
    const low = Math.min(open, close, px(Math.min(open, close) * (1 - spreadDown)));
    if (limits && close === limits.up) high = limits.up;
    const locked = limits !== null && (close === limits.up || close === limits.down);
    const activity =
      Math.exp(0.35 * rng.normal()) * (1 + 6 * Math.min(Math.abs(r), 0.1)) * (locked ? 0.5 : 1);
    const lot = sec.board === 'star' || sec.board === 'bse' ? 100 : sec.lot;
    const volume = Math.max(lot, Math.round((sec.baseVolume * activity) / lot) * lot);
    const multiplier = sec.derivative?.multiplier ?? 1;
    const amount = Math.round(volume * ((open + high + low + close) / 4) * multiplier);
    s.push({ open, high, low, close, volume, amount });
  }
}
