import { EXAM_TEXT } from './questions';

/** A question the random composer may pick. */
export interface PoolQuestion {
  questionID: number;
  questionType: number;
  subjectID: number | null;
}

/** How many questions of each type to draw, optionally from one subject. */
export interface RandomRule {
  subjectID?: number | null;
  /** Single choice counts types 0 and 1 together. */
  counts: { single: number; multiple: number; trueFalse: number };
}

const kindOf = (t: number): keyof RandomRule['counts'] =>
  t === 2 ? 'multiple' : t === 3 ? 'trueFalse' : 'single';

/**
 * Draws questions at random: exactly the count of each type, no repeats, only from the subject when
 * one is named. `random` returns [0, 1) (Math.random in production, seeded in tests).
 */
export function composeRandom(
  pool: readonly PoolQuestion[],
  rule: RandomRule,
  random: () => number = Math.random,
): number[] | { error: string } {
  const picked: number[] = [];
  for (const kind of ['single', 'multiple', 'trueFalse'] as const) {
    const want = rule.counts[kind];
    const candidates = [
      ...new Set(
        pool
          .filter((q) => kindOf(q.questionType) === kind)
          .filter((q) => !rule.subjectID || q.subjectID === rule.subjectID)
          .map((q) => q.questionID),
      ),
    ];
    if (candidates.length < want) return { error: EXAM_TEXT.NOT_ENOUGH };
    for (let i = 0; i < want; i++) {
      const j = i + Math.floor(random() * (candidates.length - i));
      [candidates[i], candidates[j]] = [candidates[j] as number, candidates[i] as number];
      picked.push(candidates[i] as number);
    }
  }
  return picked;
}
