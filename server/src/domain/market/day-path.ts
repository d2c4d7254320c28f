import { SESSION_MINUTES } from './calendar';
import { type Rng, rngFor } from './prng';
import { clampToLimits, roundToTick, tickAt } from './rules';
import { finishPath } from './minute-split';
import { keyOf, type Bar, type Security } from './types';

/**
 * Math as a module binding: in a vm context (Jest's test environment) every read of a global goes
 * through the context's interceptor, 10-100x a local read, and these loops run millions of times.
 */
const { Math } = globalThis;

/**
 * One security's intraday path for one trading day, built to agree exactly with its daily bar:
 * p[0] is the open, p[m + 1] the close of minute m, and the minute highs, lows, volumes and
 * amounts add up to the day's high, low, volume and amount.
 */
export interface DayPath {
  date: string;
  bar: Bar;
  prevClose: number;
  limits: { up: number; down: number } | null;
  p: Float64Array;
  hi: Float64Array;
  lo: Float64Array;
  vol: Float64Array;
  amt: Float64Array;
  /** Step (1…19) inside each minute where the minute's high and low are printed. */
  jh: Uint8Array;
  jl: Uint8Array;
  /** Running totals before minute m (index m): high, low, volume, amount. */
  prefHi: Float64Array;
  prefLo: Float64Array;
  prefVol: Float64Array;
  prefAmt: Float64Array;
}

/** Shared intraday shapes: a Brownian bridge (0 at both ends) per market and per sector and day. */
export function bridge(rng: Rng): Float64Array {
  const w = new Float64Array(SESSION_MINUTES + 1);
  for (let m = 1; m <= SESSION_MINUTES; m += 1) {
    // Intraday volatility is highest after the open and before the close (a U shape).
    const x = m / SESSION_MINUTES;
    const sigma = 0.6 + 1.6 * (1 - x) ** 6 + 0.6 * x ** 8;
    w[m] = (w[m - 1] as number) + sigma * rng.normal();
  }
  const end = w[SESSION_MINUTES] as number;
  for (let m = 0; m <= SESSION_MINUTES; m += 1)
    w[m] = (w[m] as number) - (end * m) / SESSION_MINUTES;
  return w;
}

export interface PathInputs {
  seed: number;
  sec: Security;
  date: string;
  bar: Bar;
  prevClose: number;
  limits: { up: number; down: number } | null;
  marketShape: Float64Array;
  sectorShape: Float64Array;
}

/** Candidate intraday shapes tried per security and day. */
const SHAPE_CANDIDATES = 5;

/** Market, sector and own bridges combined, time-compressed to end at the lock minute. */
function candidateShape(x: PathInputs, own: Float64Array, lockAt: number) {
  const n = SESSION_MINUTES;
  const shape = new Float64Array(n + 1);
  for (let m = 0; m <= n; m += 1) {
    const src = Math.min(n, Math.round((m * n) / lockAt));
    shape[m] =
      x.sec.beta * 0.5 * (x.marketShape[src] as number) +
      0.4 * (x.sectorShape[src] as number) +
      0.8 * (own[src] as number);
  }
  let maxAt = 1;
  let minAt = 1;
  for (let m = 1; m < lockAt; m += 1) {
    if ((shape[m] as number) > (shape[maxAt] as number)) maxAt = m;
    if ((shape[m] as number) < (shape[minAt] as number)) minAt = m;
  }
  return { shape, maxAt, minAt };
}

/** Builds the intraday path of a primary security (its own factor model, not a derivative). */
export function buildDayPath(x: PathInputs): DayPath {
  const { sec, bar, limits } = x;
  const rng = rngFor(x.seed, 'intraday', keyOf(sec), x.date);
  const n = SESSION_MINUTES;
  const lockUp = limits !== null && bar.close === limits.up && bar.open < limits.up;
  const lockDown = limits !== null && bar.close === limits.down && bar.open > limits.down;
  // A close at the limit is reached and held: the path arrives at the lock time and stays there.
  const lockAt = lockUp || lockDown ? 60 + Math.floor(rng.next() * 170) : n;
  // The daily bar fixes how far the day rose above and fell below its open–close line. Of a few
  // candidate shapes, the one needing the same stretch on both sides to touch the high and the
  // low reads naturally (a lopsided stretch would show as a spike).
  const lineAt = (m: number) => bar.open + ((bar.close - bar.open) * Math.min(m, lockAt)) / lockAt;
  const eps = bar.open * sec.vol * 0.01 + 1e-9;
  let best: { shape: Float64Array; maxAt: number; minAt: number } | undefined;
  let bestScore = Infinity;
  for (let c = 0; c < SHAPE_CANDIDATES; c += 1) {
    const cand = candidateShape(x, bridge(rng), lockAt);
    const up =
      (bar.high - lineAt(cand.maxAt) + eps) / Math.max(cand.shape[cand.maxAt] as number, 1e-9);
    const down =
      (lineAt(cand.minAt) - bar.low + eps) / Math.max(-(cand.shape[cand.minAt] as number), 1e-9);
    const score = Math.abs(Math.log(up / down));
    if (score < bestScore) {
      bestScore = score;
      best = cand;
    }
  }
  const { shape, maxAt, minAt } = best as NonNullable<typeof best>;
  const top = Math.max(shape[maxAt] as number, 1e-9);
  const bottom = Math.min(shape[minAt] as number, -1e-9);
  // Excursions are scaled so the path touches the day's high at its highest point and the low at
  // its lowest; anything beyond is clipped (a flat top reads as resistance, a spike would not).
  const upScale = (bar.high - lineAt(maxAt)) / top;
  const downScale = (lineAt(minAt) - bar.low) / -bottom;
  const round = (v: number) =>
    roundToTick(clampToLimits(Math.min(bar.high, Math.max(bar.low, v)), limits), tickAt(sec, v));
  const p = new Float64Array(n + 1);
  for (let m = 0; m <= n; m += 1) {
    if (m >= lockAt) {
      p[m] = bar.close;
      continue;
    }
    const d = shape[m] as number;
    p[m] = round(lineAt(m) + d * (d > 0 ? upScale : downScale));
  }
  p[0] = bar.open;
  p[n] = bar.close;
  if (maxAt !== minAt) {
    p[maxAt] = bar.high;
    p[minAt] = bar.low;
  }
  return finishPath(x.seed, sec, x.date, bar, x.prevClose, limits, p);
}
