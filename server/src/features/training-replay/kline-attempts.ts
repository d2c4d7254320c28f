import type { Db, Queryable } from '../../db/db';
import { drawSeed, FREE_SEED_MAX } from '../../domain/training/disguise';
import { klineSetSeeds } from '../../domain/training/kline';
import { notFound } from '../../http/app-error';

export const ATTEMPT_TEXT = { NOT_YOURS: '没有这个题组' } as const;

/** The rule a quiz number is answered under: a 题组's (its id and counted attempts) or free. */
export interface AttemptRule {
  setID: number | null;
  /** The first `attempts` submits count; the best of them is the counted score. */
  attempts: number;
}

/** What a submit did to the student's record of one quiz number. */
export interface AttemptRecord {
  attempt: number;
  attempts: number;
  counted: boolean;
  /** The counted attempts are all used: the key may come back now. */
  final: boolean;
  /** Best score of the counted attempts. */
  countedScore: number;
}

/** A set as stored, with the draws of one student. */
export interface SetRow {
  setID: number;
  seed: number;
  count: number;
  attempts: number;
}

/** The student's own quiz numbers of a set, one per round. */
export const drawsOf = (s: SetRow, userID: number): number[] =>
  klineSetSeeds(s.seed, s.count).map((r) => drawSeed(s.setID, r, userID));

/**
 * The rule of a quiz number for the caller. A number up to FREE_SEED_MAX is free practice (its
 * first submit counts); above it, only the student whose draw it is (of a set of their class)
 * may open it, under that set's rule; teachers may open any (their submits grade nobody).
 */
export async function ruleOf(
  db: Queryable,
  user: { id: number; role: string },
  tool: string,
  seed: number,
): Promise<AttemptRule> {
  if (seed <= FREE_SEED_MAX) return { setID: null, attempts: 1 };
  const sets = await db.query<Record<string, unknown>>(
    `SELECT set_id, seed, count, attempts FROM training_kline_sets
      WHERE tool = $1 AND class_id = (SELECT class_id FROM users WHERE id = $2)`,
    [tool, user.id],
  );
  for (const x of sets) {
    const s = setRowOf(x);
    if (drawsOf(s, user.id).includes(seed)) return { setID: s.setID, attempts: s.attempts };
  }
  if (user.role !== 'student') return { setID: null, attempts: 1 };
  throw notFound(ATTEMPT_TEXT.NOT_YOURS);
}

export const setRowOf = (x: Record<string, unknown>): SetRow => ({
  setID: Number(x.set_id),
  seed: Number(x.seed),
  count: Number(x.count),
  attempts: Number(x.attempts ?? 1),
});

/**
 * Stores one graded submit as the student's next attempt of (tool, seed), inside `tx` after the
 * caller locked the student's row (one submit at a time per student).
 */
export async function insertAttempt(
  tx: Queryable,
  a: { userID: number; tool: string; seed: number; score: number; answers: unknown },
  rule: AttemptRule,
): Promise<AttemptRecord> {
  const [b] = await tx.query<{ n: number; best: number | null }>(
    `SELECT count(*)::int AS n, max(score) FILTER (WHERE counted) AS best
       FROM training_kline_scores WHERE user_id = $1 AND tool = $2 AND seed = $3`,
    [a.userID, a.tool, a.seed],
  );
  const attempt = Number(b?.n ?? 0) + 1;
  const counted = attempt <= rule.attempts;
  const score = Math.round(a.score);
  await tx.query(
    `INSERT INTO training_kline_scores (user_id, tool, seed, score, answers, attempt, counted, set_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [a.userID, a.tool, a.seed, score, JSON.stringify(a.answers), attempt, counted, rule.setID],
  );
  const before = b?.best == null ? null : Number(b.best);
  return {
    attempt,
    attempts: rule.attempts,
    counted,
    final: attempt >= rule.attempts,
    countedScore: counted ? Math.max(before ?? 0, score) : (before ?? 0),
  };
}

/** Locks the student and stores the attempt (the quizzes' submit). */
export const recordAttempt = (
  db: Db,
  a: { userID: number; tool: string; seed: number; score: number; answers: unknown },
  rule: AttemptRule,
): Promise<AttemptRecord> =>
  db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [a.userID]);
    return insertAttempt(tx, a, rule);
  });

/** What every submit answers; `results` is empty until the attempt that counts is final. */
export interface SubmitAnswer<R> {
  score: number;
  right: number;
  total: number;
  attempt: number;
  attempts: number;
  counted: boolean;
  final: boolean;
  countedScore: number;
  results: R[];
}

/**
 * A submit's answer: the student's score always; each question's result and the key (`extra`:
 * continuations, the chart's name and date) only once the attempt that counts is final.
 */
export function submitAnswer<R extends { correct: boolean }, X extends object>(
  graded: { score: number; results: R[] },
  rec: AttemptRecord,
  extra?: X,
): SubmitAnswer<R> & Partial<X> {
  const base = {
    score: Math.round(graded.score),
    right: graded.results.filter((r) => r.correct).length,
    total: graded.results.length,
    attempt: rec.attempt,
    attempts: rec.attempts,
    counted: rec.counted,
    final: rec.final,
    countedScore: rec.countedScore,
  };
  // `extra` is there only once final: Partial<X> says so (TypeScript cannot check a generic spread).
  type Answer = SubmitAnswer<R> & Partial<X>;
  if (!rec.final) return { ...base, results: [] as R[] } as Answer;
  return { ...base, results: graded.results, ...(extra ?? {}) } as Answer;
}

/** A quiz number: free ones are typed (1 … FREE_SEED_MAX), drawn ones come from SearchSets. */
export const QUIZ_SEED_MAX = 2_147_483_647;
