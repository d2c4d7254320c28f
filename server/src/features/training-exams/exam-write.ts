import { Type } from '@sinclair/typebox';
import type { Queryable } from '../../db/db';
import { EXAM_TEXT } from '../../domain/training/exams';
import { badRequest, notFound } from '../../http/app-error';
import { id, idList, text, toIds } from '../../http/schemas';

/** The parameters of AddExam and UpdateExam (times as ISO 8601 with offset). */
export const EXAM_BODY = {
  title: text(100),
  startTime: text(40),
  endTime: text(40),
  durationMinutes: Type.Integer({ minimum: 1, maximum: 600 }),
  classIDs: idList(),
  questions: Type.Array(
    Type.Object({ questionID: id(), score: Type.Integer({ minimum: 1, maximum: 100 }) }),
    { maxItems: 200 },
  ),
};

/** The body of AddExam and UpdateExam as the schema admits it. */
export interface ExamBody {
  title: string;
  startTime: string;
  endTime: string;
  durationMinutes: number;
  classIDs: number[] | string;
  questions: { questionID: number; score: number }[];
}

const when = (v: string): Date => {
  const d = new Date(v);
  if (!Number.isFinite(d.getTime())) throw badRequest(EXAM_TEXT.EXAM_TIME);
  return d;
};

/** Checks an exam body: a title, a window that ends after it starts, distinct questions. */
export function examInput(p: ExamBody) {
  const title = p.title.trim();
  if (!title || title.includes('\0')) throw badRequest('请输入考试名称');
  const start = when(p.startTime);
  const end = when(p.endTime);
  if (end <= start) throw badRequest(EXAM_TEXT.EXAM_TIME);
  const ids = [...new Set(p.questions.map((q) => q.questionID))];
  if (ids.length === 0 || ids.length !== p.questions.length)
    throw badRequest(EXAM_TEXT.EXAM_NO_QUESTIONS);
  return { title, start, end, ids, classIDs: toIds(p.classIDs) };
}

/** Writes an exam's questions (in order, with scores) and target classes, replacing older ones. */
export async function writeExamParts(
  tx: Queryable,
  examID: number,
  p: ExamBody,
  input: { ids: number[]; classIDs: number[] },
): Promise<void> {
  const found = await tx.query('SELECT 1 FROM questions WHERE question_id = ANY($1::int[])', [
    input.ids,
  ]);
  if (found.length !== input.ids.length) throw notFound(EXAM_TEXT.QUESTION_NOT_FOUND);
  await tx.query('DELETE FROM exam_questions WHERE exam_id = $1', [examID]);
  await tx.query('DELETE FROM exam_classes WHERE exam_id = $1', [examID]);
  for (const [i, q] of p.questions.entries())
    await tx.query(
      'INSERT INTO exam_questions (exam_id, question_id, position, score) VALUES ($1, $2, $3, $4)',
      [examID, q.questionID, i, q.score],
    );
  for (const c of input.classIDs)
    await tx.query(
      'INSERT INTO exam_classes (exam_id, class_id) SELECT $1, id FROM classes WHERE id = $2',
      [examID, c],
    );
}
