import { SESSION_MINUTES } from './calendar';
import type { DayPath } from './day-path';
import { rngFor } from './prng';
import { roundToTick, tickAt } from './rules';
import { keyOf, type Bar, type Security } from './types';

/**
 * Math as a module binding: in a vm context (Jest's test environment) every read of a global goes
 * through the context's interceptor, 10-100x a local read, and these loops run millions of times.
 */
const { Math } = globalThis;

/** U-shaped share of the day's volume by minute, before noise. */
function volumeWeight(m: number): number {
  const x = (m + 0.5) / SESSION_MINUTES;
  const lunch = m === 119 || m === 120 ? 0.8 : 1;
  return (0.55 + 2.2 * Math.exp(-x * 18) + 1.1 * Math.exp(-(1 - x) * 25)) * lunch;
}

/** Minute highs/lows, print positions and the volume split, shared by primary and derived paths. */
export function finishPath(
  seed: number,
  sec: Security,
  date: string,
  bar: Bar,
  prevClose: number,
  limits: { up: number; down: number } | null,
  p: Float64Array,
): DayPath {
  const rng = rngFor(seed, 'minutes', keyOf(sec), date);
  const { hi, lo, jh, jl, weights, wsum } = minuteRanges(rng, sec, bar, limits, p);
  const lot = sec.board === 'star' || sec.board === 'bse' ? 100 : sec.lot;
  const { vol, notional } = splitVolume(bar.volume, lot, weights, wsum, p, hi, lo);
  const amt = splitAmount(bar.amount, notional, vol, p, hi, lo);
  return {
    date,
    bar,
    prevClose,
    limits,
    p,
    hi,
    lo,
    vol,
    amt,
    jh,
    jl,
    ...prefixes(p, hi, lo, vol, amt),
  };
}

/**
 * Each minute's high and low around its path (a minute locked at the limit trades only at the
 * limit), the two print positions of its extremes, and its share weight of the day's volume.
 */
function minuteRanges(
  rng: ReturnType<typeof rngFor>,
  sec: Security,
  bar: Bar,
  limits: { up: number; down: number } | null,
  p: Float64Array,
) {
  const n = SESSION_MINUTES;
  const hi = new Float64Array(n);
  const lo = new Float64Array(n);
  const jh = new Uint8Array(n);
  const jl = new Uint8Array(n);
  const weights = new Float64Array(n);
  let wsum = 0;
  for (let m = 0; m < n; m += 1) {
    const a = p[m] as number;
    const b = p[m + 1] as number;
    const lockedMinute = limits !== null && a === b && (a === limits.up || a === limits.down);
    const wiggle = lockedMinute ? 0 : Math.abs(b - a) * 0.3 + tickAt(sec, a) * rng.int(0, 2);
    hi[m] = Math.min(bar.high, roundToTick(Math.max(a, b) + wiggle * rng.next(), tickAt(sec, a)));
    lo[m] = Math.max(bar.low, roundToTick(Math.min(a, b) - wiggle * rng.next(), tickAt(sec, a)));
    const j1 = rng.int(1, 19);
    let j2 = rng.int(1, 18);
    if (j2 >= j1) j2 += 1;
    jh[m] = j1;
    jl[m] = j2;
    const w =
      volumeWeight(m) *
      Math.exp(0.4 * rng.normal()) *
      (1 + (8 * Math.abs(b - a)) / Math.max(a, 1e-9));
    weights[m] = w;
    wsum += w;
  }
  return { hi, lo, jh, jl, weights, wsum };
}

/** The minute's typical price: the mean of its open, close, high and low. */
const typical = (p: Float64Array, hi: Float64Array, lo: Float64Array, m: number) =>
  ((p[m] as number) + (p[m + 1] as number) + (hi[m] as number) + (lo[m] as number)) / 4;

/** The day's volume split by weight in whole lots (the last minute takes the rest). */
function splitVolume(
  volume: number,
  lot: number,
  weights: Float64Array,
  wsum: number,
  p: Float64Array,
  hi: Float64Array,
  lo: Float64Array,
) {
  const n = SESSION_MINUTES;
  const vol = new Float64Array(n);
  let vleft = volume;
  let wleft = wsum;
  let notional = 0;
  for (let m = 0; m < n; m += 1) {
    const share =
      m === n - 1
        ? vleft
        : Math.min(vleft, Math.round((((weights[m] as number) / wleft) * vleft) / lot) * lot);
    vol[m] = share;
    vleft -= share;
    wleft -= weights[m] as number;
    notional += share * typical(p, hi, lo, m);
  }
  return { vol, notional };
}

/** Amounts follow the minute prices but add up to the daily amount exactly. */
function splitAmount(
  amount: number,
  notional: number,
  vol: Float64Array,
  p: Float64Array,
  hi: Float64Array,
  lo: Float64Array,
): Float64Array {
  const n = SESSION_MINUTES;
  const amt = new Float64Array(n);
  const scale = notional > 0 ? amount / notional : 0;
  let aleft = amount;
  for (let m = 0; m < n; m += 1) {
    const a = m === n - 1 ? aleft : Math.round((vol[m] as number) * typical(p, hi, lo, m) * scale);
    amt[m] = a;
    aleft -= a;
  }
  return amt;
}

/** Running high, low, volume and amount up to each minute (any minute's figures in O(1)). */
function prefixes(
  p: Float64Array,
  hi: Float64Array,
  lo: Float64Array,
  vol: Float64Array,
  amt: Float64Array,
) {
  const n = SESSION_MINUTES;
  const prefHi = new Float64Array(n + 1);
  const prefLo = new Float64Array(n + 1);
  const prefVol = new Float64Array(n + 1);
  const prefAmt = new Float64Array(n + 1);
  prefHi[0] = p[0] as number;
  prefLo[0] = p[0] as number;
  for (let m = 0; m < n; m += 1) {
    prefHi[m + 1] = Math.max(prefHi[m] as number, hi[m] as number);
    prefLo[m + 1] = Math.min(prefLo[m] as number, lo[m] as number);
    prefVol[m + 1] = (prefVol[m] as number) + (vol[m] as number);
    prefAmt[m + 1] = (prefAmt[m] as number) + (amt[m] as number);
  }
  return { prefHi, prefLo, prefVol, prefAmt };
}
