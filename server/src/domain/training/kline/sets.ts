/** The tools a named K-line question set (题组) may be of: every seeded, scored K-line tool. */
export const KLINE_SET_TOOLS = ['tell', 'label', 'disc', 'timeshar', 'histrade'] as const;
export type KlineSetTool = (typeof KLINE_SET_TOOLS)[number];
/** At most this many set numbers in one named set. */
export const KLINE_SET_MAX = 10;

/** The set numbers of a named set: seed, seed + 1, … seed + count - 1. */
export const klineSetSeeds = (seed: number, count: number): number[] =>
  Array.from({ length: count }, (_, i) => seed + i);
