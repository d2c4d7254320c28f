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
  hangingMan: '上吊线',
  morningStar: '早晨之星',
  eveningStar: '黄昏之星',
  threeCrows: '三只乌鸦',
} as const;

export type PatternId = keyof typeof PATTERNS;

const body = (c: Candle) => Math.abs(c.close - c.open);
const range = (c: Candle) => c.high - c.low;
const up = (c: Candle) => c.close > c.open;
const down = (c: Candle) => c.close < c.open;

/** Whether the closes before `end` fell (a downtrend into the last candle). */
const fellBefore = (bars: Candle[], end: number) =>
  end >= 5 && (bars[end - 1] as Candle).close < (bars[end - 5] as Candle).close;

/** Whether the closes before `end` rose (an uptrend into the last candle). */
const roseBefore = (bars: Candle[], end: number) =>
  end >= 5 && (bars[end - 1] as Candle).close > (bars[end - 5] as Candle).close;

/** A small-bodied candle with a long lower shadow and almost no upper one (hammer, hanging man). */
const hammerShape = (c: Candle | undefined): c is Candle => {
  if (!c || range(c) <= 0) return false;
  const lower = Math.min(c.open, c.close) - c.low;
  const upper = c.high - Math.max(c.open, c.close);
  return body(c) > 0.1 * range(c) && lower >= 2 * body(c) && upper <= 0.1 * range(c);
};

/**
 * A star: a long candle, a small body beyond its close, then a long candle of the other colour
 * closing past the middle of the first; the star's colour follows the reversal.
 */
const star = (bars: Candle[], bullish: boolean) => {
  const [a, b, c] = bars.slice(-3);
  if (!a || !b || !c) return false;
  const long = (x: Candle) => range(x) > 0 && body(x) >= 0.6 * range(x);
  const mid = (a.open + a.close) / 2;
  return bullish
    ? down(a) &&
        long(a) &&
        up(b) &&
        body(b) <= 0.3 * body(a) &&
        b.close < a.close &&
        up(c) &&
        long(c) &&
        c.close > mid
    : up(a) &&
        long(a) &&
        down(b) &&
        body(b) <= 0.3 * body(a) &&
        b.close > a.close &&
        down(c) &&
        long(c) &&
        c.close < mid;
};

/** Detectors on the last candles of a series (the quiz asks about the series' end). */
export const DETECTORS: Record<PatternId, (bars: Candle[]) => boolean> = {
  doji: (bars) => {
    const c = bars[bars.length - 1];
    return !!c && range(c) > 0 && body(c) <= 0.1 * range(c);
  },
  hammer: (bars) => hammerShape(bars[bars.length - 1]) && fellBefore(bars, bars.length - 1),
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
  hangingMan: (bars) => hammerShape(bars[bars.length - 1]) && roseBefore(bars, bars.length - 1),
  morningStar: (bars) => star(bars, true),
  eveningStar: (bars) => star(bars, false),
  threeCrows: (bars) => {
    const last = bars.slice(-3);
    if (last.length < 3 || !last.every(down)) return false;
    return last.every((c, i) => {
      const p = last[i - 1];
      return (
        !p ||
        (c.close < p.close && c.open < p.open && c.open >= p.close && body(c) >= 0.5 * range(c))
      );
    });
  },
};

/** Every pattern found at the end of the series. */
export const detect = (bars: Candle[]): PatternId[] =>
  (Object.keys(DETECTORS) as PatternId[]).filter((p) => DETECTORS[p](bars));
