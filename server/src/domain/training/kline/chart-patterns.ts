import type { Candle } from './patterns';

/** Peaks (troughs) further apart than this many candles count as separate swings. */
const SWING_K = 3;
/** Two tops (bottoms, shoulders) within this fraction of each other are "equal". */
const EQUAL = 0.03;
/** A top (bottom) stands out of its neckline by at least this fraction. */
const DEPTH = 0.03;

interface Swing {
  i: number;
  price: number;
}

/** Swing highs or lows: no candle within SWING_K on either side goes beyond. */
function swingPoints(bars: Candle[], highs: boolean): Swing[] {
  const out: Swing[] = [];
  for (let i = SWING_K; i < bars.length - SWING_K; i += 1) {
    const v = highs ? (bars[i] as Candle).high : (bars[i] as Candle).low;
    const near = bars.slice(i - SWING_K, i + SWING_K + 1);
    if (!near.every((b) => (highs ? b.high <= v : b.low >= v))) continue;
    // A flat top (bottom) of several candles is one swing.
    const prev = out[out.length - 1];
    if (prev && i - prev.i <= SWING_K) continue;
    out.push({ i, price: v });
  }
  return out;
}

const lowest = (bars: Candle[], from: number, to: number) =>
  Math.min(...bars.slice(from + 1, to).map((b) => b.low));
const highest = (bars: Candle[], from: number, to: number) =>
  Math.max(...bars.slice(from + 1, to).map((b) => b.high));
const last = (bars: Candle[]) => (bars[bars.length - 1] as Candle).close;
const near = (a: number, b: number) => Math.abs(a - b) <= EQUAL * Math.max(a, b);

/** A chart pattern found: the candles of its turning points and its neckline. */
export interface ChartPattern {
  points: number[];
  neckline: number;
}

/**
 * Double top (M): the last two swing highs nearly equal, a trough between them at least DEPTH
 * below, and the last close broken below that trough (the neckline). `top = false`: double bottom.
 */
export function doubleTop(bars: Candle[], top = true): ChartPattern | null {
  const s = swingPoints(bars, top).slice(-2);
  const [a, b] = s;
  if (!a || !b || !near(a.price, b.price)) return null;
  const neck = top ? lowest(bars, a.i, b.i) : highest(bars, a.i, b.i);
  const depth = top ? Math.min(a.price, b.price) / neck - 1 : neck / Math.max(a.price, b.price) - 1;
  if (depth < DEPTH) return null;
  const broken = top ? last(bars) < neck : last(bars) > neck;
  return broken ? { points: [a.i, b.i], neckline: neck } : null;
}

export const doubleBottom = (bars: Candle[]) => doubleTop(bars, false);

/**
 * Head and shoulders (top): the last three swing highs, the middle one (head) at least DEPTH above
 * both shoulders, the shoulders nearly equal, and the last close below the neckline (the lower of
 * the two troughs between them).
 */
export function headAndShoulders(bars: Candle[]): ChartPattern | null {
  const [l, h, r] = swingPoints(bars, true).slice(-3);
  if (!l || !h || !r) return null;
  if (h.price < Math.max(l.price, r.price) * (1 + DEPTH) || !near(l.price, r.price)) return null;
  const neck = Math.min(lowest(bars, l.i, h.i), lowest(bars, h.i, r.i));
  return last(bars) < neck ? { points: [l.i, h.i, r.i], neckline: neck } : null;
}
