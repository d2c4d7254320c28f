/** One candle: open, high, low, close. */
export interface Candle {
  open: number;
  high: number;
  low: number;
  close: number;
}

/** Patterns the K-line quizzes ask about, with their Chinese names. */
export const PATTERNS = {
  doji: '十字星',
  hammer: '锤子线',
  bullishEngulfing: '看涨吞没',
  bearishEngulfing: '看跌吞没',
  threeSoldiers: '红三兵',
} as const;

export type PatternId = keyof typeof PATTERNS;

const body = (c: Candle) => Math.abs(c.close - c.open);
const range = (c: Candle) => c.high - c.low;
const up = (c: Candle) => c.close > c.open;
const down = (c: Candle) => c.close < c.open;

/** Whether the closes before `end` fell (a downtrend into the last candle). */
const fellBefore = (bars: Candle[], end: number) =>
  end >= 5 && (bars[end - 1] as Candle).close < (bars[end - 5] as Candle).close;

/** Detectors on the last candles of a series (the quiz asks about the series' end). */
export const DETECTORS: Record<PatternId, (bars: Candle[]) => boolean> = {
  doji: (bars) => {
    const c = bars[bars.length - 1];
    return !!c && range(c) > 0 && body(c) <= 0.1 * range(c);
  },
  hammer: (bars) => {
    const c = bars[bars.length - 1];
    if (!c || range(c) <= 0) return false;
    const lower = Math.min(c.open, c.close) - c.low;
    const upper = c.high - Math.max(c.open, c.close);
    return (
      body(c) > 0.1 * range(c) &&
      lower >= 2 * body(c) &&
      upper <= 0.1 * range(c) &&
      fellBefore(bars, bars.length - 1)
    );
  },
  bullishEngulfing: (bars) => {
    const [a, b] = bars.slice(-2);
    return (
      !!a && !!b && down(a) && up(b) && b.open <= a.close && b.close >= a.open && body(b) > body(a)
    );
  },
  bearishEngulfing: (bars) => {
    const [a, b] = bars.slice(-2);
    return (
      !!a && !!b && up(a) && down(b) && b.open >= a.close && b.close <= a.open && body(b) > body(a)
    );
  },
  threeSoldiers: (bars) => {
    const last = bars.slice(-3);
    if (last.length < 3 || !last.every(up)) return false;
    return last.every((c, i) => {
      const p = last[i - 1];
      return (
        !p ||
        (c.close > p.close && c.open > p.open && c.open <= p.close && body(c) >= 0.5 * range(c))
      );
    });
  },
};

/** Every pattern found at the end of the series. */
export const detect = (bars: Candle[]): PatternId[] =>
  (Object.keys(DETECTORS) as PatternId[]).filter((p) => DETECTORS[p](bars));
