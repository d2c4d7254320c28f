import type { Candle } from './patterns';
import { candle, type SeriesRng } from './series';

/** Swing points: a low (high) no candle within `k` on either side goes below (above). */
export function swings(bars: Candle[], k = 2): { lows: number[]; highs: number[] } {
  const lows: number[] = [];
  const highs: number[] = [];
  for (let i = k; i < bars.length - k; i += 1) {
    const near = bars.slice(i - k, i + k + 1);
    const c = bars[i] as Candle;
    if (near.every((b) => c.low <= b.low)) lows.push(c.low);
    if (near.every((b) => c.high >= b.high)) highs.push(c.high);
  }
  return { lows, highs };
}

/** A price level and how many swings touched it. */
export interface Level {
  price: number;
  touches: number;
}

/** Groups prices within `tol` (a fraction) of the group's first price; most touches first. */
function clusters(prices: number[], tol: number): Level[] {
  const sorted = [...prices].sort((a, b) => a - b);
  const out: { sum: number; n: number; base: number }[] = [];
  for (const p of sorted) {
    const g = out[out.length - 1];
    if (g && p <= g.base * (1 + tol)) {
      g.sum += p;
      g.n += 1;
    } else out.push({ sum: p, n: 1, base: p });
  }
  return out
    .map((g) => ({ price: Math.round((g.sum / g.n) * 100) / 100, touches: g.n }))
    .sort((a, b) => b.touches - a.touches);
}

/**
 * Support and resistance of a series: the swing-low level (swing-high level) touched most often,
 * at least twice, below (above) the last close; null where there is none.
 */
export function supportResistance(
  bars: Candle[],
  tol = 0.01,
): { support: Level | null; resistance: Level | null } {
  const last = bars[bars.length - 1]?.close ?? 0;
  const { lows, highs } = swings(bars);
  const support = clusters(lows, tol).find((l) => l.touches >= 2 && l.price <= last) ?? null;
  const resistance = clusters(highs, tol).find((l) => l.touches >= 2 && l.price >= last) ?? null;
  return { support, resistance };
}

/**
 * A range-bound series: closes swing between a floor `lo` and a ceiling `hi` in legs of 4 to 6
 * candles, the lows of the bottoms near the floor and the highs of the tops near the ceiling;
 * ends half-way up a leg.
 */
export function rangeSeries(rng: SeriesRng, lo: number, hi: number, legs = 6): Candle[] {
  const out: Candle[] = [];
  let p = lo * 1.01;
  for (let leg = 0; leg < legs; leg += 1) {
    const rising = leg % 2 === 0;
    const target = rising ? hi * 0.99 : lo * 1.01;
    const n = rng.int(4, 6);
    const stop = leg === legs - 1 ? Math.ceil(n / 2) : n;
    for (let i = 1; i <= stop; i += 1) {
      const open = p;
      const close = p + ((target - p) / (n - i + 1)) * (1 + 0.2 * rng.normal() * (i < n ? 1 : 0));
      const turn = i === n;
      const high = turn && rising ? hi * (1 + 0.002 * rng.normal()) : Math.max(open, close) * 1.003;
      const low = turn && !rising ? lo * (1 + 0.002 * rng.normal()) : Math.min(open, close) * 0.997;
      out.push(candle(open, Math.max(high, open, close), Math.min(low, open, close), close));
      p = close;
    }
  }
  return out;
}
