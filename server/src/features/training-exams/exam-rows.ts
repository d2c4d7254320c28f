import type { Queryable } from '../../db/db';
import { QUESTION_TYPE_NAMES, type QuestionType } from '../../domain/training/exams';
import { beijingIso } from '../../http/beijing-iso';

type Row = Record<string, unknown>;

const optionsOf = (v: unknown): string[] => (typeof v === 'string' ? JSON.parse(v) : v) as string[];

/** A question as students see it: never the answer key or the explanation. */
export const studentQuestionOf = (r: Row) => ({
  questionID: Number(r.question_id),
  questionType: Number(r.question_type),
  typeName: QUESTION_TYPE_NAMES[Number(r.question_type) as QuestionType] ?? '',
  content: String(r.content),
  options: optionsOf(r.options),
});

/** A question with its key, for teachers and for papers already submitted. */
export const questionOf = (r: Row) => ({
  ...studentQuestionOf(r),
  subjectID: r.subject_id == null ? null : Number(r.subject_id),
  subjectName: r.subject_name == null ? '' : String(r.subject_name),
  difficulty: Number(r.difficulty),
  answer: String(r.answer),
  explanation: String(r.explanation),
  createTime: beijingIso(r.created_at as string),
});

export const examOf = (r: Row) => ({
  examID: Number(r.exam_id),
  title: String(r.title),
  startTime: beijingIso(r.start_time as string),
  endTime: beijingIso(r.end_time as string),
  durationMinutes: Number(r.duration_minutes),
  published: Boolean(r.published),
  questionCount: Number(r.question_count ?? 0),
  totalScore: Number(r.total_score ?? 0),
  classNames: r.class_names == null ? '' : String(r.class_names),
  createTime: beijingIso(r.created_at as string),
});

export const EXAM_LIST_SQL = `SELECT e.*,
  (SELECT count(*)::int FROM exam_questions q WHERE q.exam_id = e.exam_id) AS question_count,
  (SELECT coalesce(sum(q.score), 0)::int FROM exam_questions q WHERE q.exam_id = e.exam_id) AS total_score,
  (SELECT string_agg(c.name, '、' ORDER BY c.name) FROM exam_classes ec JOIN classes c ON c.id = ec.class_id
    WHERE ec.exam_id = e.exam_id) AS class_names
  FROM exams e`;

/** The questions of an exam in order with their scores and keys. */
export const examQuestions = (db: Queryable, examID: number) =>
  db.query<Row>(
    `SELECT q.*, eq.score, s.name AS subject_name FROM exam_questions eq
     JOIN questions q ON q.question_id = eq.question_id
     LEFT JOIN subjects s ON s.subject_id = q.subject_id
     WHERE eq.exam_id = $1 ORDER BY eq.position`,
    [examID],
  );

/** The class of a user (students belong to at most one). */
export const classOf = async (db: Queryable, userID: number): Promise<number | null> => {
  const [row] = await db.query<{ class_id: number | null }>(
    'SELECT class_id FROM users WHERE id = $1',
    [userID],
  );
  return row?.class_id == null ? null : Number(row.class_id);
};

export const answersOf = (v: unknown): Record<string, string> =>
  (typeof v === 'string' ? JSON.parse(v) : (v ?? {})) as Record<string, string>;
