import { rngFor } from '../../market/prng';
import { supportResistance, rangeSeries } from './levels';
import { DETECTORS, PATTERNS, type Candle, type PatternId } from './patterns';
import { QUIZ_SIZE } from './quiz';
import { ENDINGS, lastClose, leadDrift, walk } from './series';

/** What a TrainKChartLabel question asks the student to mark. */
export type LabelKind = 'pattern' | 'support' | 'resistance';

/** Bars a marked pattern may be off by; a level may be off by this fraction of its price. */
export const BAR_TOLERANCE = 1;
export const PRICE_TOLERANCE = 0.015;

export interface LabelQuestion {
  kind: LabelKind;
  /** The pattern to find (kind `pattern`). */
  pattern?: PatternId;
  prompt: string;
  bars: Candle[];
  /** The detected answer: the bar indices where the pattern completes, or the level's price. */
  key: { bars: number[] } | { price: number };
}

/** Every bar index where `id` completes in the series. */
export const occurrencesOf = (bars: Candle[], id: PatternId): number[] =>
  bars.map((_, i) => i).filter((i) => DETECTORS[id](bars.slice(0, i + 1)));

function patternQuestion(seed: number, i: number): LabelQuestion {
  const ids = Object.keys(PATTERNS) as PatternId[];
  const id = ids[rngFor(seed, 'kchart-label-id', i).int(0, ids.length - 1)] as PatternId;
  let bars: Candle[] = [];
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const rng = rngFor(seed, 'kchart-label', i, attempt);
    const head = walk(rng, rng.int(12, 24), 10 + rng.int(0, 40), leadDrift(id));
    const body = [...head, ...ENDINGS[id](lastClose(head))];
    bars = [...body, ...walk(rng, rng.int(6, 12), lastClose(body), 0.006)];
    if (occurrencesOf(bars, id).length === 1) break;
  }
  return {
    kind: 'pattern',
    pattern: id,
    prompt: `请在图中标出${PATTERNS[id]}形态（点击形态的最后一根K线）`,
    bars,
    key: { bars: occurrencesOf(bars, id) },
  };
}

function levelQuestion(seed: number, i: number, kind: 'support' | 'resistance'): LabelQuestion {
  let bars: Candle[] = [];
  let price = 0;
  for (let attempt = 0; attempt < 20 && !price; attempt += 1) {
    const rng = rngFor(seed, 'kchart-label', i, attempt);
    const lo = 8 + rng.int(0, 40);
    bars = rangeSeries(rng, lo, lo * (1.08 + rng.int(0, 7) / 100), 6 + 2 * rng.int(0, 1));
    price = supportResistance(bars)[kind]?.price ?? 0;
  }
  return {
    kind,
    prompt:
      kind === 'support'
        ? '请在图中标出支撑位（点击支撑价格）'
        : '请在图中标出阻力位（点击阻力价格）',
    bars,
    key: { price },
  };
}

const KINDS: LabelKind[] = ['pattern', 'support', 'resistance'];

/** The TrainKChartLabel set of a seed: the same seed gives the same questions. */
export function labelQuiz(seed: number): LabelQuestion[] {
  return Array.from({ length: QUIZ_SIZE }, (_, i) => {
    const kind =
      i < KINDS.length ? KINDS[i] : KINDS[rngFor(seed, 'kchart-label-kind', i).int(0, 2)];
    return kind === 'pattern' || !kind ? patternQuestion(seed, i) : levelQuestion(seed, i, kind);
  });
}

/** Whether a mark (a bar index, or a price) hits the detected answer within the tolerance. */
export function labelHit(q: LabelQuestion, mark: number): boolean {
  if ('bars' in q.key) return q.key.bars.some((b) => Math.abs(b - mark) <= BAR_TOLERANCE);
  return q.key.price > 0 && Math.abs(mark - q.key.price) <= q.key.price * PRICE_TOLERANCE;
}

/** Grades marks (one per question): 20 points each; the detected answer comes back with each. */
export function gradeLabel(quiz: LabelQuestion[], marks: number[]) {
  const results = quiz.map((q, i) => ({ correct: labelHit(q, marks[i] ?? -1), key: q.key }));
  return { score: results.filter((r) => r.correct).length * (100 / quiz.length), results };
}
