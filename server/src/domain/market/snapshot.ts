import { STEPS_PER_DAY, STEPS_PER_MINUTE } from './calendar';
import { buildBook } from './book';
import type { DayPath } from './day-path';
import { rngFor } from './prng';
import { roundToTick, tickAt } from './rules';
import { keyOf, type Phase, type Quote, type Security } from './types';

/** Price inside minute m at sub-step j: open → high/low (in their print order) → close. */
export function priceInMinute(sec: Security, path: DayPath, m: number, j: number): number {
  const open = path.p[m] as number;
  const close = path.p[m + 1] as number;
  const jh = path.jh[m] as number;
  const jl = path.jl[m] as number;
  const hi = path.hi[m] as number;
  const lo = path.lo[m] as number;
  const [x1, y1, x2, y2] = jh < jl ? [jh, hi, jl, lo] : [jl, lo, jh, hi];
  let v: number;
  if (j <= x1) v = open + ((y1 - open) * j) / x1;
  else if (j <= x2) v = y1 + ((y2 - y1) * (j - x1)) / (x2 - x1);
  else v = y2 + ((close - y2) * (j - x2)) / (STEPS_PER_MINUTE - x2);
  return roundToTick(v, tickAt(sec, v));
}

/** Running high/low, cumulative volume and amount of the day up to a step. */
export function dayTotals(sec: Security, path: DayPath, step: number) {
  const m = Math.min(Math.floor(step / STEPS_PER_MINUTE), path.vol.length);
  const j = step - m * STEPS_PER_MINUTE;
  let high = path.prefHi[m] as number;
  let low = path.prefLo[m] as number;
  let volume = path.prefVol[m] as number;
  let amount = path.prefAmt[m] as number;
  if (m < path.vol.length && j > 0) {
    // Between knots the sub-path is linear: its extremes so far are the knots already passed.
    const open = path.p[m] as number;
    const now = priceInMinute(sec, path, m, j);
    high = Math.max(high, open, now, j >= (path.jh[m] as number) ? (path.hi[m] as number) : now);
    low = Math.min(low, open, now, j >= (path.jl[m] as number) ? (path.lo[m] as number) : now);
    const lot = sec.board === 'star' || sec.board === 'bse' ? 100 : sec.lot;
    const part = Math.floor(((path.vol[m] as number) * j) / STEPS_PER_MINUTE / lot) * lot;
    volume += part;
    amount += Math.round(((path.amt[m] as number) * part) / Math.max(1, path.vol[m] as number));
  }
  return { high, low, volume, amount };
}

/** Last price at a step (the close after the last step). */
export function lastAt(sec: Security, path: DayPath, step: number): number {
  if (step >= STEPS_PER_DAY) return path.bar.close;
  return priceInMinute(sec, path, Math.floor(step / STEPS_PER_MINUTE), step % STEPS_PER_MINUTE);
}

/** The quote of a security at a market step and phase, with its five-level book. */
export function quoteAt(
  seed: number,
  sec: Security,
  path: DayPath,
  step: number,
  phase: Phase,
  clock: string,
): Quote {
  const beforeOpen = phase === 'pre-open' || phase === 'opening-auction';
  const s = Math.max(0, Math.min(step, STEPS_PER_DAY));
  const last = beforeOpen ? path.prevClose : lastAt(sec, path, s);
  const totals = beforeOpen ? { high: 0, low: 0, volume: 0, amount: 0 } : dayTotals(sec, path, s);
  const prevVolume = beforeOpen || s === 0 ? totals.volume : dayTotals(sec, path, s - 1).volume;
  const book = buildBook(sec, last, path.limits, rngFor(seed, 'book', keyOf(sec), path.date, s));
  const change = last - path.prevClose;
  const d = tickAt(sec, last) < 0.01 ? 6 : 4;
  return {
    code: sec.code,
    market: sec.market,
    name: sec.name,
    tradingDate: path.date,
    time: clock,
    phase,
    last,
    open: beforeOpen ? 0 : path.bar.open,
    high: totals.high,
    low: totals.low,
    prevClose: path.prevClose,
    limitUp: path.limits?.up ?? null,
    limitDown: path.limits?.down ?? null,
    bids: book.bids,
    asks: book.asks,
    cumVolume: totals.volume,
    cumAmount: totals.amount,
    intervalVolume: totals.volume - prevVolume,
    change: Number(change.toFixed(d)),
    changePct: path.prevClose ? Number(((change / path.prevClose) * 100).toFixed(2)) : 0,
  };
}
