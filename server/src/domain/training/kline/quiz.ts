import { rngFor } from '../../market/prng';
import { detect, PATTERNS, type Candle, type PatternId } from './patterns';

/** Questions per TrainKChartTell quiz. */
export const QUIZ_SIZE = 5;

const round2 = (v: number) => Math.round(v * 100) / 100;
const candle = (open: number, high: number, low: number, close: number): Candle => ({
  open: round2(open),
  high: round2(high),
  low: round2(low),
  close: round2(close),
});

/** The candles that make a pattern, from price `p` (after a fall into it). */
const ENDINGS: Record<PatternId, (p: number) => Candle[]> = {
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
};

export interface TellQuestion {
  bars: Candle[];
  options: string[];
  /** Index in options of the pattern at the series' end (never sent before grading). */
  answer: number;
}

/** A falling random walk of `n` candles ending near `p`, none of them a quiz pattern at its end. */
function lead(rng: ReturnType<typeof rngFor>, n: number, p0: number): Candle[] {
  const out: Candle[] = [];
  let p = p0;
  for (let i = 0; i < n; i += 1) {
    const close = p * (0.99 + 0.006 * rng.normal() - 0.004);
    const open = p;
    const hi = Math.max(open, close) * (1 + 0.003 + Math.abs(rng.normal()) * 0.003);
    const lo = Math.min(open, close) * (1 - 0.003 - Math.abs(rng.normal()) * 0.003);
    out.push(candle(open, hi, lo, close));
    p = close;
  }
  return out;
}

/**
 * The quiz of a seed: the same seed gives the same questions (a teacher can give a class one set).
 * Each series is a constructed fall ending in one pattern, checked by the detectors.
 */
export function tellQuiz(seed: number): TellQuestion[] {
  const ids = Object.keys(PATTERNS) as PatternId[];
  return Array.from({ length: QUIZ_SIZE }, (_, i) => {
    const id = ids[rngFor(seed, 'kchart-tell', i).int(0, ids.length - 1)] as PatternId;
    let bars: Candle[] = [];
    // A lead that makes the end read as a second pattern too is drawn again (about 1 in 1,000).
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const rng = rngFor(seed, 'kchart-tell', i, attempt);
      const head = lead(rng, 20, 10 + rng.int(0, 40));
      bars = [...head, ...ENDINGS[id]((head[head.length - 1] as Candle).close)];
      if (detect(bars).join() === id) break;
    }
    const options = [...ids].sort((a, b) => hashOf(seed, i, a) - hashOf(seed, i, b));
    return { bars, options: options.map((o) => PATTERNS[o]), answer: options.indexOf(id) };
  });
}

const hashOf = (seed: number, i: number, id: string) => rngFor(seed, 'opt', i, id).next();

/** Grades answers (option indices): 20 points a question. */
export function gradeTell(quiz: TellQuestion[], answers: number[]) {
  const results = quiz.map((q, i) => ({
    correct: answers[i] === q.answer,
    answer: q.options[q.answer] as string,
  }));
  return { score: results.filter((r) => r.correct).length * (100 / quiz.length), results };
}
