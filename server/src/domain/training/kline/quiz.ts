import { rngFor } from '../../market/prng';
import { detect, PATTERNS, type Candle, type PatternId } from './patterns';
import { ENDINGS, leadDrift, walk } from './series';

/** Questions per TrainKChartTell quiz. */
export const QUIZ_SIZE = 5;

export interface TellQuestion {
  bars: Candle[];
  options: string[];
  /** Index in options of the pattern at the series' end (never sent before grading). */
  answer: number;
}

/**
 * The quiz of a seed: the same seed gives the same questions (a teacher can give a class one set).
 * Each series is a constructed fall (a rise for top reversals) ending in one pattern, checked by
 * the detectors.
 */
export function tellQuiz(seed: number): TellQuestion[] {
  const ids = Object.keys(PATTERNS) as PatternId[];
  return Array.from({ length: QUIZ_SIZE }, (_, i) => {
    const id = ids[rngFor(seed, 'kchart-tell', i).int(0, ids.length - 1)] as PatternId;
    let bars: Candle[] = [];
    // A lead that makes the end read as a second pattern too is drawn again (about 1 in 1,000).
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const rng = rngFor(seed, 'kchart-tell', i, attempt);
      const head = walk(rng, 20, 10 + rng.int(0, 40), leadDrift(id));
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
