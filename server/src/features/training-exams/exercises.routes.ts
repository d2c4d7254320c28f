import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { queryOne, type Queryable } from '../../db/db';
import { TRAINING_ROLES as R } from '../../domain/training';
import { EXAM_TEXT, isCorrect } from '../../domain/training/exams';
import { badRequest, notFound } from '../../http/app-error';
import { currentUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { id, idList, text, toIds } from '../../http/schemas';
import { beijingIso } from '../../http/beijing-iso';
import { trainingGuard, TRAINING_PREFIX } from '../training';
import { classOf, studentQuestionOf } from './exam-rows';
import {
  AddExerciseAnswer,
  CheckAnswerAnswer,
  DeleteExerciseAnswer,
  GetExerciseAnswer,
  SearchExercisesAnswer,
} from './training-exams.answers';

const tags = ['training'];
const base = `${TRAINING_PREFIX}/Exercise`;
const teachers = trainingGuard(R.ADMIN_AND_TEACHER);

// $4: the caller, whose practice progress (answered, correct) comes with each exercise.
const LIST = `SELECT x.*,
  (SELECT count(*)::int FROM exercise_questions q WHERE q.exercise_id = x.exercise_id) AS question_count,
  (SELECT count(*)::int FROM exercise_answers a JOIN exercise_questions q
     ON q.exercise_id = a.exercise_id AND q.question_id = a.question_id
     WHERE a.exercise_id = x.exercise_id AND a.user_id = $4) AS answered,
  (SELECT count(*)::int FROM exercise_answers a JOIN exercise_questions q
     ON q.exercise_id = a.exercise_id AND q.question_id = a.question_id
     WHERE a.exercise_id = x.exercise_id AND a.user_id = $4 AND a.correct) AS correct,
  (SELECT string_agg(c.name, '、' ORDER BY c.name) FROM exercise_classes ec JOIN classes c ON c.id = ec.class_id
    WHERE ec.exercise_id = x.exercise_id) AS class_names
  FROM exercises x`;

const exerciseOf = (r: Record<string, unknown>) => ({
  exerciseID: Number(r.exercise_id),
  title: String(r.title),
  questionCount: Number(r.question_count ?? 0),
  classNames: r.class_names == null ? '' : String(r.class_names),
  createTime: beijingIso(r.created_at as string),
  answered: Number(r.answered ?? 0),
  correct: Number(r.correct ?? 0),
});

/** The exercises a user sees (a student: their class's), or the one `exerciseID` among them. */
const visibleIn =
  (ctx: AppContext) => async (userID: number, role: string, exerciseID?: number) => {
    const cls = role === 'student' ? await classOf(ctx.db, userID) : null;
    return ctx.db.query<Record<string, unknown>>(
      `${LIST} WHERE ($1::boolean OR EXISTS (SELECT 1 FROM exercise_classes c
         WHERE c.exercise_id = x.exercise_id AND c.class_id = $2))
         AND ($3::int IS NULL OR x.exercise_id = $3) ORDER BY x.exercise_id DESC`,
      [role !== 'student', cls, exerciseID ?? null, userID],
    );
  };

/** Practice (TrainExercManage and TrainExercAddEdit for teachers, TrainPractice for students). */
export function exercisesRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const part of [exerciseManageRoutes, exerciseAnswerRoutes]) part(app, ctx);
}

/** Exercises (练习): the list, a new one, deleting one. */
function exerciseManageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const visible = visibleIn(ctx);
  endpoint(
    app,
    {
      url: `${base}/SearchExercises`,
      methods: ['GET', 'POST'],
      tags,
      guard: trainingGuard(R.ANY),
      summary: '练习列表',
      params: Type.Object({}),
      data: SearchExercisesAnswer,
    },
    async (_p, r) => {
      const u = currentUser(r);
      return (await visible(u.id, u.role)).map(exerciseOf);
    },
  );

  endpoint(
    app,
    {
      url: `${base}/AddExercise`,
      methods: ['POST'],
      tags,
      guard: teachers,
      summary: '新增练习',
      params: Type.Object({ title: text(100), questionIDs: idList(), classIDs: idList() }),
      data: AddExerciseAnswer,
    },
    async (p, r) => {
      const title = p.title.trim();
      if (!title || title.includes('\0')) throw badRequest('请输入练习名称');
      const ids = toIds(p.questionIDs);
      if (ids.length === 0) throw badRequest(EXAM_TEXT.EXAM_NO_QUESTIONS);
      return ctx.db.transaction((tx) =>
        insertExercise(tx, title, currentUser(r).id, ids, toIds(p.classIDs)),
      );
    },
  );

  endpoint(
    app,
    {
      url: `${base}/DeleteExercise`,
      methods: ['POST'],
      tags,
      guard: teachers,
      summary: '删除练习',
      params: Type.Object({ exerciseID: id() }),
      data: DeleteExerciseAnswer,
    },
    async (p) => {
      const rows = await ctx.db.query('DELETE FROM exercises WHERE exercise_id = $1 RETURNING 1', [
        p.exerciseID,
      ]);
      if (rows.length === 0) throw notFound(EXAM_TEXT.EXERCISE_NOT_FOUND);
      return true;
    },
  );
}

/** One exercise for a student, and checking an answer (the key never leaves before). */
function exerciseAnswerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const visible = visibleIn(ctx);
  endpoint(
    app,
    {
      url: `${base}/GetExercise`,
      methods: ['GET', 'POST'],
      tags,
      guard: trainingGuard(R.ANY),
      summary: '练习题目（不含答案）',
      params: Type.Object({ exerciseID: id() }),
      data: GetExerciseAnswer,
    },
    async (p, r) => {
      const u = currentUser(r);
      const [x] = await visible(u.id, u.role, p.exerciseID);
      if (!x) throw notFound(EXAM_TEXT.EXERCISE_NOT_FOUND);
      const rows = await ctx.db.query<Record<string, unknown>>(
        `SELECT q.* FROM exercise_questions eq JOIN questions q ON q.question_id = eq.question_id
         WHERE eq.exercise_id = $1 ORDER BY eq.position`,
        [p.exerciseID],
      );
      return { ...exerciseOf(x), questions: rows.map(studentQuestionOf) };
    },
  );

  endpoint(
    app,
    {
      url: `${base}/CheckAnswer`,
      methods: ['POST'],
      tags,
      guard: trainingGuard(R.ANY),
      summary: '练习作答：即时判题与解析（首次作答计分）',
      params: Type.Object({ exerciseID: id(), questionID: id(), answer: text(20) }),
      data: CheckAnswerAnswer,
    },
    async (p, r) => {
      const u = currentUser(r);
      const [x] = await visible(u.id, u.role, p.exerciseID);
      if (!x) throw notFound(EXAM_TEXT.EXERCISE_NOT_FOUND);
      const q = await queryOne<Record<string, unknown>>(
        ctx.db,
        `SELECT q.answer, q.explanation FROM exercise_questions eq
         JOIN questions q ON q.question_id = eq.question_id WHERE eq.exercise_id = $1 AND eq.question_id = $2`,
        [p.exerciseID, p.questionID],
      );
      if (!q) throw notFound(EXAM_TEXT.QUESTION_NOT_FOUND);
      const correct = isCorrect(String(q.answer), p.answer);
      const first = u.role !== 'student' || (await recordFirstAnswer(ctx, p, u.id, correct));
      return {
        correct,
        counted: first,
        answer: String(q.answer),
        explanation: String(q.explanation),
      };
    },
  );
}

/** A new exercise: its questions in order and the classes it is for. */
async function insertExercise(
  tx: Queryable,
  title: string,
  by: number,
  ids: number[],
  classIDs: number[],
): Promise<{ exerciseID: number }> {
  const found = await tx.query('SELECT 1 FROM questions WHERE question_id = ANY($1::int[])', [ids]);
  if (found.length !== ids.length) throw notFound(EXAM_TEXT.QUESTION_NOT_FOUND);
  const row = await queryOne<{ id: number }>(
    tx,
    'INSERT INTO exercises (title, created_by) VALUES ($1, $2) RETURNING exercise_id AS id',
    [title, by],
  );
  const exerciseID = Number(row?.id);
  for (const [i, q] of ids.entries())
    await tx.query(
      'INSERT INTO exercise_questions (exercise_id, question_id, position) VALUES ($1, $2, $3)',
      [exerciseID, q, i],
    );
  for (const c of classIDs)
    await tx.query(
      'INSERT INTO exercise_classes (exercise_id, class_id) SELECT $1, id FROM classes WHERE id = $2',
      [exerciseID, c],
    );
  return { exerciseID };
}

/**
 * Stores a student's answer if it is their first to the question: the first is the one that counts
 * (the key comes back with it, so a later answer, which knows the key, changes nothing stored).
 */
async function recordFirstAnswer(
  ctx: AppContext,
  p: { exerciseID: number; questionID: number; answer: string },
  userID: number,
  correct: boolean,
): Promise<boolean> {
  const stored = await ctx.db.query(
    `INSERT INTO exercise_answers (exercise_id, user_id, question_id, answer, correct, answered_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (exercise_id, user_id, question_id)
     DO NOTHING RETURNING question_id`,
    [
      p.exerciseID,
      userID,
      p.questionID,
      p.answer.trim().toUpperCase().slice(0, 20),
      correct,
      ctx.clock.now(),
    ],
  );
  return stored.length > 0;
}
