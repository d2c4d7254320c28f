import { hashKey, rngFor } from '../../market/prng';

/** A bar as the exercises show it (volume and amount when the exercise has them). */
export interface PriceBar {
  time?: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume?: number;
  amount?: number;
}

/** How a series is disguised: its price level and its volume are scaled. */
export interface Disguise {
  price: number;
  volume: number;
}

/** Price factors lie in [1/3, 3] (log-uniform), volume factors in [0.3, 3]. */
const PRICE_SPREAD = Math.log(3);
const VOLUME_SPREAD = Math.log(3);

/** The disguise of a draw: the same parts give the same factors (a reload shows the same chart). */
export function disguiseOf(secret: number, ...parts: Array<string | number>): Disguise {
  const rng = rngFor(secret, 'disguise', ...parts);
  return {
    price: Math.exp((rng.next() * 2 - 1) * PRICE_SPREAD),
    volume: Math.exp((rng.next() * 2 - 1) * VOLUME_SPREAD),
  };
}

/**
 * A disguise that brings a series whose first price is `ref` to a level drawn log-uniformly in
 * [lo, hi] yuan (a replay stays tradable in whole lots with its starting cash).
 */
export function disguiseToLevel(
  ref: number,
  lo: number,
  hi: number,
  secret: number,
  ...parts: Array<string | number>
): Disguise {
  const rng = rngFor(secret, 'disguise-level', ...parts);
  const level = Math.exp(Math.log(lo) + rng.next() * (Math.log(hi) - Math.log(lo)));
  return { price: level / ref, volume: disguiseOf(secret, ...parts).volume };
}

const fen = (v: number) => Math.max(0.01, Math.round(v * 100) / 100);
const lots = (v: number) => Math.max(100, Math.round(v / 100) * 100);

/**
 * A bar rebased: prices times the price factor, rounded to the fen (rounding is monotone, so
 * low ≤ open, close ≤ high still hold), volume times the volume factor in whole lots of 100,
 * amount scaled by both. `time` is replaced by `label` when given.
 */
export function rebaseBar<T extends PriceBar>(b: T, d: Disguise, label?: string): T {
  const out: T = {
    ...b,
    open: fen(b.open * d.price),
    high: fen(b.high * d.price),
    low: fen(b.low * d.price),
    close: fen(b.close * d.price),
  };
  if (b.volume !== undefined) out.volume = lots(b.volume * d.volume);
  if (b.amount !== undefined && b.volume !== undefined)
    out.amount = Math.round(b.amount * d.price * ((out.volume as number) / Math.max(1, b.volume)));
  if (label !== undefined) out.time = label;
  return out;
}

/** A price of the series in the disguised scale. */
export const rebasePrice = (p: number, d: Disguise): number => fen(p * d.price);

/** Relative label of daily bar i (第1日 …), or of minute `hhmm` of replayed day `day`. */
export const dayLabel = (i: number): string => `第${i + 1}日`;
export const minuteLabelOf = (day: number, hhmm: string): string => `${dayLabel(day)} ${hhmm}`;
/** The replayed day of a relative label (第3日 09:31 → 第3日). */
export const labelDay = (label: string): string => label.split(' ')[0] as string;

/** Quiz numbers a teacher or a student may type; per-student draws of a 题组 lie above them. */
export const FREE_SEED_MAX = 1_000_000;
const DRAW_SPAN = 2_147_483_647 - FREE_SEED_MAX - 1;

/**
 * A student's own quiz number for round `round` of set `setID` (whose round numbers are
 * seed … seed + count − 1): fixed for that student (a reload does not reroll it), different for
 * each classmate, from the same generator as every quiz of the tool (the same difficulty), and
 * above FREE_SEED_MAX, so no other student can open it by number.
 */
export function drawSeed(setID: number, roundSeed: number, userID: number): number {
  return FREE_SEED_MAX + 1 + (hashKey(roundSeed, 'kline-draw', setID, userID) % DRAW_SPAN);
}
