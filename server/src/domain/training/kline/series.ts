import type { Rng } from '../../market/prng';
import type { Candle, PatternId } from './patterns';

/** A seeded generator, as the quizzes use it. */
export type SeriesRng = Rng;

const round2 = (v: number) => Math.round(v * 100) / 100;

/** A candle with prices rounded to the fen. */
export const candle = (open: number, high: number, low: number, close: number): Candle => ({
  open: round2(open),
  high: round2(high),
  low: round2(low),
  close: round2(close),
});

/** The candles that make a pattern, from price `p` (after a fall into it). */
export const ENDINGS: Record<PatternId, (p: number) => Candle[]> = {
  doji: (p) => [candle(p, p * 1.02, p * 0.98, p * 1.001)],
  hammer: (p) => [candle(p * 0.99, p * 1.001, p * 0.95, p)],
  bullishEngulfing: (p) => [
    candle(p, p * 1.005, p * 0.975, p * 0.98),
    candle(p * 0.975, p * 1.015, p * 0.97, p * 1.01),
  ],
  bearishEngulfing: (p) => [
    candle(p * 0.98, p * 1.005, p * 0.975, p),
    candle(p * 1.005, p * 1.01, p * 0.97, p * 0.975),
  ],
  threeSoldiers: (p) => [
    candle(p, p * 1.022, p * 0.998, p * 1.02),
    candle(p * 1.015, p * 1.042, p * 1.013, p * 1.04),
    candle(p * 1.035, p * 1.062, p * 1.033, p * 1.06),
  ],
  hangingMan: (p) => [candle(p * 1.01, p * 1.021, p * 0.97, p * 1.02)],
  morningStar: (p) => [
    candle(p, p * 1.003, p * 0.965, p * 0.97),
    candle(p * 0.955, p * 0.962, p * 0.95, p * 0.958),
    candle(p * 0.962, p * 1.0, p * 0.96, p * 0.995),
  ],
  eveningStar: (p) => [
    candle(p, p * 1.035, p * 0.997, p * 1.03),
    candle(p * 1.045, p * 1.05, p * 1.038, p * 1.042),
    candle(p * 1.038, p * 1.04, p * 1.0, p * 1.005),
  ],
  threeCrows: (p) => [
    candle(p, p * 1.002, p * 0.978, p * 0.98),
    candle(p * 0.985, p * 0.987, p * 0.958, p * 0.96),
    candle(p * 0.965, p * 0.967, p * 0.938, p * 0.94),
  ],
};

/** Patterns that turn an uptrend: their series rise into them. */
const AFTER_RISE: readonly PatternId[] = ['hangingMan', 'eveningStar', 'threeCrows'];
/** The walk drift leading into a pattern (falling, or rising for the top reversals). */
export const leadDrift = (id: PatternId): number => (AFTER_RISE.includes(id) ? 0.024 : -0.004);

/**
 * A random walk of `n` candles from `p0`, each close about `1 − 1% + drift` of the one before
 * (the default falls 1.4% a candle; +0.024 rises as much), with small bodies and shadows.
 */
export function walk(rng: SeriesRng, n: number, p0: number, drift = -0.004): Candle[] {
  const out: Candle[] = [];
  let p = p0;
  for (let i = 0; i < n; i += 1) {
    const close = p * (0.99 + 0.006 * rng.normal() + drift);
    const open = p;
    const hi = Math.max(open, close) * (1 + 0.003 + Math.abs(rng.normal()) * 0.003);
    const lo = Math.min(open, close) * (1 - 0.003 - Math.abs(rng.normal()) * 0.003);
    out.push(candle(open, hi, lo, close));
    p = close;
  }
  return out;
}

/** Closing price of the last candle. */
export const lastClose = (bars: Candle[]): number => (bars[bars.length - 1] as Candle).close;
