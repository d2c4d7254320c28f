import { normalizeAnswer } from './questions';

/** One question of a paper: its key and what it is worth. */
export interface PaperItem {
  questionID: number;
  answer: string;
  score: number;
}

/** A graded question. */
export interface GradedItem {
  questionID: number;
  given: string;
  correct: boolean;
  earned: number;
}

/**
 * Whether `given` answers a question keyed `key`. Every type is all-or-nothing: a multiple-choice
 * answer counts only when it names exactly the keyed options (no partial credit, documented in
 * server/API-training.md).
 */
export const isCorrect = (key: string, given: string | undefined): boolean =>
  !!given && normalizeAnswer(given) === normalizeAnswer(key);

/** Grades a paper: each item earns its full score or nothing; unanswered items earn nothing. */
export function gradePaper(
  items: readonly PaperItem[],
  answers: Readonly<Record<string, string>>,
): { score: number; total: number; items: GradedItem[] } {
  const graded = items.map((it) => {
    const given = normalizeAnswer(answers[String(it.questionID)] ?? '');
    const correct = isCorrect(it.answer, given);
    return { questionID: it.questionID, given, correct, earned: correct ? it.score : 0 };
  });
  return {
    score: graded.reduce((s, g) => s + g.earned, 0),
    total: items.reduce((s, it) => s + it.score, 0),
    items: graded,
  };
}
