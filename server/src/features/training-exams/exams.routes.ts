import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { queryOne } from '../../db/db';
import { TRAINING_ROLES as R } from '../../domain/training';
import { composeRandom, EXAM_TEXT } from '../../domain/training/exams';
import { notFound, refuse } from '../../http/app-error';
import { currentUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { id, optInt, page, paging } from '../../http/schemas';
import { trainingGuard, TRAINING_PREFIX } from '../training';
import { EXAM_LIST_SQL, examOf, questionOf } from './exam-rows';
import { EXAM_BODY, examInput, writeExamParts } from './exam-write';
import { closeExpiredPapers, paperStats } from './papers.repository';
import {
  AddExamAnswer,
  ComposeRandomAnswer,
  DeleteExamAnswer,
  GetExamPapersAnswer,
  PublishExamAnswer,
  SearchExamsAnswer,
} from './training-exams.answers';

const tags = ['training'];
const base = `${TRAINING_PREFIX}/Exam`;
const guard = trainingGuard(R.ADMIN_AND_TEACHER);

/** Exam management (TrainExaminManage, /examManage/addExam, releasedExam; admins and teachers). */
export function examsRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const part of [examFindRoutes, examLifecycleRoutes, examPapersRoute]) part(app, ctx);
}

/** Exams: the list, and a random paper composed from the question bank. */
function examFindRoutes(app: FastifyInstance, ctx: AppContext): void {
  endpoint(
    app,
    {
      url: `${base}/SearchExams`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: '考试列表',
      params: Type.Object({ ...paging }),
      data: SearchExamsAnswer,
    },
    async (p) => {
      const { limit, offset } = page(p);
      const count = await queryOne<{ n: number }>(ctx.db, 'SELECT count(*)::int AS n FROM exams');
      const rows = await ctx.db.query(
        `${EXAM_LIST_SQL} ORDER BY e.exam_id DESC LIMIT $1 OFFSET $2`,
        [limit, offset],
      );
      return { total: count?.n ?? 0, list: rows.map(examOf) };
    },
  );

  endpoint(
    app,
    {
      url: `${base}/ComposeRandom`,
      methods: ['POST'],
      tags,
      guard,
      summary: '随机组卷',
      params: Type.Object({
        subjectID: optInt(0),
        single: Type.Integer({ minimum: 0, maximum: 100 }),
        multiple: Type.Integer({ minimum: 0, maximum: 100 }),
        trueFalse: Type.Integer({ minimum: 0, maximum: 100 }),
      }),
      data: ComposeRandomAnswer,
    },
    async (p) => {
      const pool = await ctx.db.query<Record<string, unknown>>(
        'SELECT question_id, question_type, subject_id FROM questions',
      );
      const picked = composeRandom(
        pool.map((q) => ({
          questionID: Number(q.question_id),
          questionType: Number(q.question_type),
          subjectID: q.subject_id == null ? null : Number(q.subject_id),
        })),
        { subjectID: p.subjectID || null, counts: p },
      );
      if ('error' in picked) throw refuse(picked.error);
      if (picked.length === 0) return [];
      const rows = await ctx.db.query<Record<string, unknown>>(
        `SELECT q.*, s.name AS subject_name FROM questions q
         LEFT JOIN subjects s ON s.subject_id = q.subject_id WHERE q.question_id = ANY($1::int[])`,
        [picked],
      );
      const byId = new Map(rows.map((r) => [Number(r.question_id), questionOf(r)]));
      return picked.map((i) => byId.get(i)).filter((q) => q !== undefined);
    },
  );
}

/** An exam added, published and deleted. */
function examLifecycleRoutes(app: FastifyInstance, ctx: AppContext): void {
  endpoint(
    app,
    {
      url: `${base}/AddExam`,
      methods: ['POST'],
      tags,
      guard,
      summary: '新增考试',
      params: Type.Object({ ...EXAM_BODY, publish: Type.Optional(Type.Boolean()) }),
      data: AddExamAnswer,
    },
    async (p, r) => {
      const input = examInput(p);
      return ctx.db.transaction(async (tx) => {
        const row = await queryOne<{ id: number }>(
          tx,
          `INSERT INTO exams (title, start_time, end_time, duration_minutes, published, created_by)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING exam_id AS id`,
          [
            input.title,
            input.start,
            input.end,
            p.durationMinutes,
            p.publish ?? false,
            currentUser(r).id,
          ],
        );
        const examID = Number(row?.id);
        await writeExamParts(tx, examID, p, input);
        return { examID };
      });
    },
  );

  endpoint(
    app,
    {
      url: `${base}/PublishExam`,
      methods: ['POST'],
      tags,
      guard,
      summary: '发布考试',
      params: Type.Object({ examID: id() }),
      data: PublishExamAnswer,
    },
    async (p) => {
      const rows = await ctx.db.query(
        'UPDATE exams SET published = true WHERE exam_id = $1 RETURNING 1',
        [p.examID],
      );
      if (rows.length === 0) throw notFound(EXAM_TEXT.EXAM_NOT_FOUND);
      return true;
    },
  );

  endpoint(
    app,
    {
      url: `${base}/DeleteExam`,
      methods: ['POST'],
      tags,
      guard,
      summary: '删除考试',
      params: Type.Object({ examID: id() }),
      data: DeleteExamAnswer,
    },
    async (p) => {
      const rows = await ctx.db.query('DELETE FROM exams WHERE exam_id = $1 RETURNING 1', [
        p.examID,
      ]);
      if (rows.length === 0) throw notFound(EXAM_TEXT.EXAM_NOT_FOUND);
      return true;
    },
  );
}

/** The papers handed in for an exam. */
function examPapersRoute(app: FastifyInstance, ctx: AppContext): void {
  endpoint(
    app,
    {
      url: `${base}/GetExamPapers`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: '考试答卷与统计',
      params: Type.Object({ examID: id() }),
      data: GetExamPapersAnswer,
    },
    async (p) => {
      const exam = await queryOne<Record<string, unknown>>(
        ctx.db,
        `${EXAM_LIST_SQL} WHERE e.exam_id = $1`,
        [p.examID],
      );
      if (!exam) throw notFound(EXAM_TEXT.EXAM_NOT_FOUND);
      await closeExpiredPapers(ctx.db, ctx.clock.now(), { examID: p.examID });
      const papers = await ctx.db.query<Record<string, unknown>>(
        `SELECT p.*, u.user_name, u.real_name FROM exam_papers p JOIN users u ON u.id = p.user_id
         WHERE p.exam_id = $1 ORDER BY p.score DESC NULLS LAST, u.user_name`,
        [p.examID],
      );
      return { exam: examOf(exam), ...(await paperStats(ctx.db, p.examID, papers)) };
    },
  );
}
