import { EXCHANGE_HOLIDAYS } from './holidays';
import type { Phase } from './types';

/** ISO dates (YYYY-MM-DD) are compared as strings; all arithmetic is done in UTC days. */
const DAY_MS = 86_400_000;

function toDays(date: string): number {
  return Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / DAY_MS;
}

function fromDays(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

/** Adds calendar days to an ISO date. */
export function addDays(date: string, n: number): string {
  return fromDays(toDays(date) + n);
}

/** Calendar days from a to b. */
export function daysBetween(a: string, b: string): number {
  return toDays(b) - toDays(a);
}

/** Day of week, 0 Sunday … 6 Saturday. */
export function weekday(date: string): number {
  return (toDays(date) + 4) % 7;
}

/** Most trading days a calendar walk may cover (about 40 years): every loop here is bounded. */
export const MAX_SHIFT_DAYS = 10_000;

/** Trading calendar over the exchange holiday table (injectable for tests and new years). */
export class TradingCalendar {
  private readonly closed: Set<string>;

  constructor(holidays: Readonly<Record<number, readonly string[]>> = EXCHANGE_HOLIDAYS) {
    this.closed = new Set(Object.values(holidays).flat());
  }

  isTradingDay(date: string): boolean {
    const wd = weekday(date);
    return wd !== 0 && wd !== 6 && !this.closed.has(date);
  }

  /** The trading day n trading days after (n > 0) or before (n < 0) the given date. */
  shift(date: string, n: number): string {
    if (!Number.isSafeInteger(n) || Math.abs(n) > MAX_SHIFT_DAYS) {
      throw new RangeError(`trading-day shift out of range: ${n}`);
    }
    let d = date;
    let left = Math.abs(n);
    const step = n > 0 ? 1 : -1;
    while (left > 0) {
      d = addDays(d, step);
      if (this.isTradingDay(d)) left -= 1;
    }
    return d;
  }

  /** The date itself when it trades, otherwise the previous trading day. */
  onOrBefore(date: string): string {
    return this.isTradingDay(date) ? date : this.shift(date, -1);
  }

  /** The date itself when it trades, otherwise the next trading day. */
  onOrAfter(date: string): string {
    return this.isTradingDay(date) ? date : this.shift(date, 1);
  }

  /** Trading days in [from, to], ascending. */
  between(from: string, to: string): string[] {
    if (!(daysBetween(from, to) <= MAX_SHIFT_DAYS * 2)) {
      if (from > to) return [];
      throw new RangeError(`trading-day range out of bounds: ${from}..${to}`);
    }
    const out: string[] = [];
    for (let d = from; d <= to; d = addDays(d, 1)) if (this.isTradingDay(d)) out.push(d);
    return out;
  }

  /** The n trading days before a date (not including it), most recent last. */
  previous(date: string, n: number): string[] {
    if (!Number.isSafeInteger(n) || n < 0 || n > MAX_SHIFT_DAYS) {
      throw new RangeError(`trading-day count out of range: ${n}`);
    }
    const out: string[] = [];
    let d = date;
    while (out.length < n) {
      d = this.shift(d, -1);
      out.unshift(d);
    }
    return out;
  }
}

/** Minutes of continuous trading in a day (09:30–11:30, 13:00–15:00). */
export const SESSION_MINUTES = 240;
/** Market steps per minute: one step is 3 seconds, the usual snapshot interval. */
export const STEPS_PER_MINUTE = 20;
export const STEPS_PER_DAY = SESSION_MINUTES * STEPS_PER_MINUTE;

/** Session phase and continuous-trading step at a Shanghai wall time (seconds since midnight). */
export function sessionAt(secondOfDay: number): { phase: Phase; step: number } {
  const m = secondOfDay / 60;
  const stepOf = (sec: number) => Math.floor(sec / 3);
  if (m < 9 * 60 + 15) return { phase: 'pre-open', step: 0 };
  if (m < 9 * 60 + 25) return { phase: 'opening-auction', step: 0 };
  if (m < 9 * 60 + 30) return { phase: 'pre-continuous', step: 0 };
  if (m < 11 * 60 + 30) return { phase: 'continuous', step: stepOf(secondOfDay - 34200) };
  if (m < 13 * 60) return { phase: 'lunch', step: 120 * STEPS_PER_MINUTE };
  const afternoon = 120 * STEPS_PER_MINUTE + stepOf(secondOfDay - 46800);
  if (m < 14 * 60 + 57) return { phase: 'continuous', step: afternoon };
  if (m < 15 * 60) return { phase: 'closing-auction', step: 237 * STEPS_PER_MINUTE };
  return { phase: 'closed', step: STEPS_PER_DAY };
}

/** Shanghai wall-clock text (HH:mm:ss) of a continuous-trading step. */
export function stepClock(step: number): string {
  const s = Math.min(step, STEPS_PER_DAY) * 3;
  const sec = s < 7200 ? 34200 + s : 46800 + (s - 7200);
  const hh = String(Math.floor(sec / 3600)).padStart(2, '0');
  const mm = String(Math.floor((sec % 3600) / 60)).padStart(2, '0');
  const ss = String(sec % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}`;
}
