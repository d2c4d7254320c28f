import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { queryOne, type Queryable } from '../../db/db';
import { TRAINING_ROLES as R } from '../../domain/training';
import { EXAM_TEXT, examEditRefusal } from '../../domain/training/exams';
import { badRequest, notFound, refuse } from '../../http/app-error';
import { endpoint } from '../../http/endpoint';
import { id, idList, text, toIds } from '../../http/schemas';
import { trainingGuard, TRAINING_PREFIX } from '../training';
import { EXAM_LIST_SQL, examOf, examQuestions, questionOf } from './exam-rows';
import { EXAM_BODY, examInput, writeExamParts } from './exam-write';
import {
  GetExamAnswer,
  GetExerciseDetailAnswer,
  UpdateExamAnswer,
  UpdateExerciseAnswer,
} from './training-exams.answers';

const tags = ['training'];
const guard = trainingGuard(R.ADMIN_AND_TEACHER);

const paperCount = async (db: Queryable, examID: number) =>
  (
    await queryOne<{ n: number }>(
      db,
      'SELECT count(*)::int AS n FROM exam_papers WHERE exam_id = $1',
      [examID],
    )
  )?.n ?? 0;

/** Editing exams and exercises (TrainExaminManage → /examManage/addExam?examID=, TrainExercAddEdit?exerciseID=). */
export function examEditRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const part of [examDetailRoutes, exerciseDetailRoute, updateExerciseRoute]) part(app, ctx);
}

/** An exam's detail for its editor, and its update. */
function examDetailRoutes(app: FastifyInstance, ctx: AppContext): void {
  endpoint(
    app,
    {
      url: `${TRAINING_PREFIX}/Exam/GetExam`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: '考试详情（编辑用，含答案）',
      params: Type.Object({ examID: id() }),
      data: GetExamAnswer,
    },
    async (p) => {
      const exam = await queryOne<Record<string, unknown>>(
        ctx.db,
        `${EXAM_LIST_SQL} WHERE e.exam_id = $1`,
        [p.examID],
      );
      if (!exam) throw notFound(EXAM_TEXT.EXAM_NOT_FOUND);
      const classes = await ctx.db.query<{ class_id: number }>(
        'SELECT class_id FROM exam_classes WHERE exam_id = $1 ORDER BY class_id',
        [p.examID],
      );
      const papers = await paperCount(ctx.db, p.examID);
      return {
        ...examOf(exam),
        classIDs: classes.map((c) => Number(c.class_id)),
        papers,
        editable: examEditRefusal(papers) === null,
        questions: (await examQuestions(ctx.db, p.examID)).map((q) => ({
          ...questionOf(q),
          score: Number(q.score),
        })),
      };
    },
  );

  endpoint(
    app,
    {
      url: `${TRAINING_PREFIX}/Exam/UpdateExam`,
      methods: ['POST'],
      tags,
      guard,
      summary: '修改考试（尚无学生参加时）',
      params: Type.Object({ examID: id(), ...EXAM_BODY }),
      data: UpdateExamAnswer,
    },
    async (p) => {
      const input = examInput(p);
      return ctx.db.transaction(async (tx) => {
        // Locks the exam row, so a paper cannot start between the check and the write.
        const exam = await queryOne(tx, 'SELECT 1 FROM exams WHERE exam_id = $1 FOR UPDATE', [
          p.examID,
        ]);
        if (!exam) throw notFound(EXAM_TEXT.EXAM_NOT_FOUND);
        const refusal = examEditRefusal(await paperCount(tx, p.examID));
        if (refusal) throw refuse(refusal);
        await tx.query(
          'UPDATE exams SET title = $2, start_time = $3, end_time = $4, duration_minutes = $5 WHERE exam_id = $1',
          [p.examID, input.title, input.start, input.end, p.durationMinutes],
        );
        await writeExamParts(tx, p.examID, p, input);
        return { examID: p.examID };
      });
    },
  );
}

/** An exercise's detail for its editor (with its key). */
function exerciseDetailRoute(app: FastifyInstance, ctx: AppContext): void {
  endpoint(
    app,
    {
      url: `${TRAINING_PREFIX}/Exercise/GetExerciseDetail`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: '练习详情（编辑用，含答案）',
      params: Type.Object({ exerciseID: id() }),
      data: GetExerciseDetailAnswer,
    },
    async (p) => {
      const x = await queryOne<Record<string, unknown>>(
        ctx.db,
        'SELECT * FROM exercises WHERE exercise_id = $1',
        [p.exerciseID],
      );
      if (!x) throw notFound(EXAM_TEXT.EXERCISE_NOT_FOUND);
      const classes = await ctx.db.query<{ class_id: number }>(
        'SELECT class_id FROM exercise_classes WHERE exercise_id = $1 ORDER BY class_id',
        [p.exerciseID],
      );
      const questions = await ctx.db.query<Record<string, unknown>>(
        `SELECT q.*, s.name AS subject_name FROM exercise_questions eq
         JOIN questions q ON q.question_id = eq.question_id
         LEFT JOIN subjects s ON s.subject_id = q.subject_id
         WHERE eq.exercise_id = $1 ORDER BY eq.position`,
        [p.exerciseID],
      );
      return {
        exerciseID: p.exerciseID,
        title: String(x.title),
        classIDs: classes.map((c) => Number(c.class_id)),
        questions: questions.map(questionOf),
      };
    },
  );
}

/** An exercise's update. */
function updateExerciseRoute(app: FastifyInstance, ctx: AppContext): void {
  endpoint(
    app,
    {
      url: `${TRAINING_PREFIX}/Exercise/UpdateExercise`,
      methods: ['POST'],
      tags,
      guard,
      summary: '修改练习',
      params: Type.Object({
        exerciseID: id(),
        title: text(100),
        questionIDs: idList(),
        classIDs: idList(),
      }),
      data: UpdateExerciseAnswer,
    },
    async (p) => {
      const title = p.title.trim();
      if (!title || title.includes('\0')) throw badRequest('请输入练习名称');
      const ids = toIds(p.questionIDs);
      if (ids.length === 0) throw badRequest(EXAM_TEXT.EXAM_NO_QUESTIONS);
      return ctx.db.transaction(async (tx) => {
        const found = await tx.query('SELECT 1 FROM questions WHERE question_id = ANY($1::int[])', [
          ids,
        ]);
        if (found.length !== ids.length) throw notFound(EXAM_TEXT.QUESTION_NOT_FOUND);
        const rows = await tx.query(
          'UPDATE exercises SET title = $2 WHERE exercise_id = $1 RETURNING 1',
          [p.exerciseID, title],
        );
        if (rows.length === 0) throw notFound(EXAM_TEXT.EXERCISE_NOT_FOUND);
        await tx.query('DELETE FROM exercise_questions WHERE exercise_id = $1', [p.exerciseID]);
        await tx.query('DELETE FROM exercise_classes WHERE exercise_id = $1', [p.exerciseID]);
        for (const [i, q] of ids.entries())
          await tx.query(
            'INSERT INTO exercise_questions (exercise_id, question_id, position) VALUES ($1, $2, $3)',
            [p.exerciseID, q, i],
          );
        for (const c of toIds(p.classIDs))
          await tx.query(
            'INSERT INTO exercise_classes (exercise_id, class_id) SELECT $1, id FROM classes WHERE id = $2',
            [p.exerciseID, c],
          );
        return { exerciseID: p.exerciseID };
      });
    },
  );
}
