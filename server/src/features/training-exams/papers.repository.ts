import type { Db, Queryable } from '../../db/db';
import { gradePaper, paperExpired } from '../../domain/training/exams';
import { beijingIso } from '../../http/beijing-iso';
import { answersOf, examQuestions, questionOf, studentQuestionOf } from './exam-rows';

type Row = Record<string, unknown>;

/** Grades a paper on its saved answers and marks it submitted (once; later calls change nothing). */
export async function submitPaper(db: Db, paperID: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [paper] = await tx.query<Row>(
      'SELECT * FROM exam_papers WHERE paper_id = $1 AND submitted_at IS NULL FOR UPDATE',
      [paperID],
    );
    if (!paper) return;
    const items = (await examQuestions(tx, Number(paper.exam_id))).map((q) => ({
      questionID: Number(q.question_id),
      answer: String(q.answer),
      score: Number(q.score),
    }));
    const { score } = gradePaper(items, answersOf(paper.answers));
    // A paper submitted by the server at time-out is dated at its deadline.
    const deadline = new Date(paper.deadline as string);
    const at = now > deadline ? deadline : now;
    await tx.query('UPDATE exam_papers SET submitted_at = $2, score = $3 WHERE paper_id = $1', [
      paperID,
      at,
      score,
    ]);
  });
}

/** Submits every started paper past its deadline (the student left or lost the page). */
export async function closeExpiredPapers(
  db: Db,
  now: Date,
  scope: { examID?: number; userID?: number },
): Promise<void> {
  const open = await db.query<Row>(
    `SELECT paper_id, deadline FROM exam_papers WHERE submitted_at IS NULL
     AND ($1::int IS NULL OR exam_id = $1) AND ($2::int IS NULL OR user_id = $2)`,
    [scope.examID ?? null, scope.userID ?? null],
  );
  for (const p of open)
    if (paperExpired(new Date(p.deadline as string), now))
      await submitPaper(db, Number(p.paper_id), now);
}

/**
 * A paper for its reader: before submission the questions without keys (students), after it each
 * question with the key, the explanation, the given answer and whether it was right.
 */
export async function paperView(db: Queryable, paper: Row, now: Date) {
  const rows = await examQuestions(db, Number(paper.exam_id));
  const answers = answersOf(paper.answers);
  const submitted = paper.submitted_at != null;
  const graded = gradePaper(
    rows.map((q) => ({
      questionID: Number(q.question_id),
      answer: String(q.answer),
      score: Number(q.score),
    })),
    answers,
  );
  return {
    paperID: Number(paper.paper_id),
    examID: Number(paper.exam_id),
    startedAt: beijingIso(paper.started_at as string),
    deadline: beijingIso(paper.deadline as string),
    serverNow: beijingIso(now),
    submitted,
    submittedAt: submitted ? beijingIso(paper.submitted_at as string) : null,
    score: paper.score == null ? null : Number(paper.score),
    totalScore: graded.total,
    answers,
    questions: rows.map((q, i) =>
      submitted
        ? {
            ...questionOf(q),
            score: Number(q.score),
            given: graded.items[i]?.given ?? '',
            correct: graded.items[i]?.correct ?? false,
          }
        : { ...studentQuestionOf(q), score: Number(q.score) },
    ),
  };
}

/** Each paper of an exam, the score distribution (by tenths of the total) and per-question error rates. */
export async function paperStats(db: Queryable, examID: number, papers: Row[]) {
  const rows = await examQuestions(db, examID);
  const items = rows.map((q) => ({
    questionID: Number(q.question_id),
    answer: String(q.answer),
    score: Number(q.score),
  }));
  const total = items.reduce((s, i) => s + i.score, 0);
  const done = papers.filter((p) => p.submitted_at != null);
  const wrong = new Map<number, number>();
  const buckets = Array.from({ length: 5 }, () => 0);
  for (const p of done) {
    const g = gradePaper(items, answersOf(p.answers));
    for (const it of g.items)
      if (!it.correct) wrong.set(it.questionID, (wrong.get(it.questionID) ?? 0) + 1);
    const ratio = total ? Number(p.score) / total : 0;
    const b = Math.min(4, Math.max(0, Math.floor(ratio * 10) - 5));
    buckets[b] = (buckets[b] ?? 0) + 1;
  }
  return {
    papers: papers.map((p) => ({
      paperID: Number(p.paper_id),
      userName: String(p.user_name),
      realName: String(p.real_name),
      startedAt: beijingIso(p.started_at as string),
      submittedAt: p.submitted_at == null ? null : beijingIso(p.submitted_at as string),
      score: p.score == null ? null : Number(p.score),
    })),
    distribution: ['60分以下', '60-69', '70-79', '80-89', '90及以上'].map((label, i) => ({
      label,
      count: buckets[i] ?? 0,
    })),
    questions: rows.map((q) => ({
      questionID: Number(q.question_id),
      content: String(q.content),
      errorRate: done.length ? (wrong.get(Number(q.question_id)) ?? 0) / done.length : 0,
    })),
  };
}
