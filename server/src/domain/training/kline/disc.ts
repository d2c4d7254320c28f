import { rngFor } from '../../market/prng';
import { detect, PATTERNS, type Candle, type PatternId } from './patterns';
import { QUIZ_SIZE } from './quiz';

/** Candles shown before the question, and the continuation judged after the pattern. */
export const DISC_LOOKBACK = 30;
export const DISC_AHEAD = 5;
/** A move of more than this fraction over the continuation is up or down; less is sideways. */
export const DISC_BAND = 0.02;

export const DISC_OPTIONS = ['上涨', '下跌', '横盘'] as const;
export type DiscOutcome = 0 | 1 | 2;

/** A pattern found in a stored series, with what followed. */
export interface Occurrence {
  series: number;
  /** Index of the pattern's last candle. */
  at: number;
  pattern: PatternId;
}

export interface DiscQuestion {
  /** Where it comes from: the series and the index of the pattern's last candle. */
  series: number;
  at: number;
  pattern: PatternId;
  patternName: string;
  /** The chart up to and including the pattern. */
  bars: Candle[];
  /** The real continuation (never sent before grading). */
  after: Candle[];
  answer: DiscOutcome;
}

/** How the continuation went: 0 up, 1 down, 2 sideways (by the close DISC_AHEAD candles on). */
export function outcomeOf(close: number, later: number): DiscOutcome {
  const r = later / close - 1;
  if (r > DISC_BAND) return 0;
  if (r < -DISC_BAND) return 1;
  return 2;
}

/** Patterns in each series with a full chart before and a full continuation after. */
export function occurrences(pool: Candle[][]): Occurrence[] {
  const out: Occurrence[] = [];
  pool.forEach((bars, series) => {
    for (let at = DISC_LOOKBACK - 1; at < bars.length - DISC_AHEAD; at += 1) {
      const found = detect(bars.slice(at - 9, at + 1));
      if (found.length === 1) out.push({ series, at, pattern: found[0] as PatternId });
    }
  });
  return out;
}

/**
 * The TrainKCharDisc set of a seed over stored daily series (the same history and seed give the
 * same questions): patterns that really occurred, the chart up to them and what followed.
 */
export function discQuiz(seed: number, pool: Candle[][]): DiscQuestion[] {
  const found = occurrences(pool);
  if (found.length === 0) return [];
  const used = new Set<number>();
  const out: DiscQuestion[] = [];
  for (let i = 0; out.length < Math.min(QUIZ_SIZE, found.length); i += 1) {
    const n = rngFor(seed, 'kchart-disc', i).int(0, found.length - 1);
    if (used.has(n)) continue;
    used.add(n);
    const o = found[n] as Occurrence;
    const bars = pool[o.series] as Candle[];
    const at = bars[o.at] as Candle;
    const after = bars.slice(o.at + 1, o.at + 1 + DISC_AHEAD);
    out.push({
      series: o.series,
      at: o.at,
      pattern: o.pattern,
      patternName: PATTERNS[o.pattern],
      bars: bars.slice(o.at + 1 - DISC_LOOKBACK, o.at + 1),
      after,
      answer: outcomeOf(at.close, (after[after.length - 1] as Candle).close),
    });
  }
  return out;
}

/** Grades judgements (0 up, 1 down, 2 sideways): 20 points each; the continuation comes back. */
export function gradeDisc(quiz: DiscQuestion[], answers: number[]) {
  const results = quiz.map((q, i) => ({
    correct: answers[i] === q.answer,
    answer: DISC_OPTIONS[q.answer],
    after: q.after,
  }));
  return {
    score: quiz.length
      ? Math.round((results.filter((r) => r.correct).length * 100) / quiz.length)
      : 0,
    results,
  };
}
