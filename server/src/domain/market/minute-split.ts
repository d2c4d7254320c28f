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
  const n = SESSION_MINUTES;
  const rng = rngFor(seed, 'minutes', keyOf(sec), date);
  const hi = new Float64Array(n);
  const lo = new Float64Array(n);
  const jh = new Uint8Array(n);
  const jl = new Uint8Array(n);
  const weights = new Float64Array(n);
  let wsum = 0;
  for (let m = 0; m < n; m += 1) {
    const a = p[m] as number;
    const b = p[m + 1] as number;
    // A minute locked at the limit trades only at the limit.
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
  const lot = sec.board === 'star' || sec.board === 'bse' ? 100 : sec.lot;
  const vol = new Float64Array(n);
  const amt = new Float64Array(n);
  let vleft = bar.volume;
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
    notional +=
      (share * ((p[m] as number) + (p[m + 1] as number) + (hi[m] as number) + (lo[m] as number))) /
      4;
  }
  // Amounts follow the minute prices but add up to the daily amount exactly.
  const scale = notional > 0 ? bar.amount / notional : 0;
  let aleft = bar.amount;
  for (let m = 0; m < n; m += 1) {
    const mid =
      ((p[m] as number) + (p[m + 1] as number) + (hi[m] as number) + (lo[m] as number)) / 4;
    const a = m === n - 1 ? aleft : Math.round((vol[m] as number) * mid * scale);
    amt[m] = a;
    aleft -= a;
  }
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
    prefHi,
    prefLo,
    prefVol,
    prefAmt,
  };
}
