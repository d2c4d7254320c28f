/** Decimals a price of this tick shows: 0 for whole ticks, else the tick's own decimals. */
export const tickDecimals = (tick: number) =>
  tick >= 1 ? 0 : (String(tick).split('.')[1]?.length ?? 2);

/** The colour class of a change: red up, green down (Chinese convention). */
export const trendClass = (v: number) => (v > 0 ? 'dv-up' : v < 0 ? 'dv-down' : '');
