import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { queryOne } from '../../db/db';
import { TRAINING_ROLES as R, TRAINING_TEXT as T } from '../../domain/training';
import { cleanQuestion, EXAM_TEXT, questionEditRefusal } from '../../domain/training/exams';
import { badRequest, notFound, refuse } from '../../http/app-error';
import { currentUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { id, optInt, optText, page, paging, text } from '../../http/schemas';
import { likePattern } from '../users';
import { trainingGuard, TRAINING_PREFIX } from '../training';
import { questionOf } from './exam-rows';
import {
  AddQuestionAnswer,
  DeleteQuestionAnswer,
  SearchQuestionsAnswer,
  UpdateQuestionAnswer,
} from './training-exams.answers';

const tags = ['training'];
const base = `${TRAINING_PREFIX}/Question`;
const guard = trainingGuard(R.ADMIN_AND_TEACHER);

const questionBody = {
  questionType: Type.Integer({ minimum: 0, maximum: 3 }),
  subjectID: optInt(0),
  difficulty: Type.Integer({ minimum: 1, maximum: 3 }),
  content: text(2000),
  options: Type.Array(text(500), { maxItems: 8 }),
  answer: text(20),
  explanation: optText(2000),
};

const validated = (p: {
  questionType: number;
  difficulty: number;
  content: string;
  options: string[];
  answer: string;
  explanation?: string;
}) => {
  const q = cleanQuestion({ ...p, explanation: p.explanation ?? '' });
  if ('error' in q) throw badRequest(q.error);
  return q;
};

const SELECT = `SELECT q.*, s.name AS subject_name FROM questions q
  LEFT JOIN subjects s ON s.subject_id = q.subject_id`;

/** The question bank (/questionsManage; admins and teachers): single, multiple, true-false. */
export function questionsRoutes(app: FastifyInstance, ctx: AppContext): void {
  questionSearchRoute(app, ctx);
  questionAddRoute(app, ctx);
  questionChangeRoutes(app, ctx);
}

/** A question's subject (none when not given, a refusal when unknown) and a stored question. */
function lookupsOf(ctx: AppContext) {
  const subjectOrNull = async (subjectID: number | undefined): Promise<number | null> => {
    if (!subjectID) return null;
    const row = await queryOne(ctx.db, 'SELECT 1 FROM subjects WHERE subject_id = $1', [subjectID]);
    if (!row) throw notFound(T.NOT_FOUND);
    return subjectID;
  };
  const one = async (questionID: number) => {
    const row = await queryOne<Record<string, unknown>>(
      ctx.db,
      `${SELECT} WHERE q.question_id = $1`,
      [questionID],
    );
    if (!row) throw notFound(EXAM_TEXT.QUESTION_NOT_FOUND);
    return questionOf(row);
  };
  return { subjectOrNull, one };
}

/** The bank searched by text, type and subject. */
function questionSearchRoute(app: FastifyInstance, ctx: AppContext): void {
  endpoint(
    app,
    {
      url: `${base}/SearchQuestions`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: '题库列表',
      params: Type.Object({
        searchKey: optText(50),
        questionType: optInt(0, 3),
        subjectID: optInt(0),
        ...paging,
      }),
      data: SearchQuestionsAnswer,
    },
    async (p) => {
      const { limit, offset } = page(p);
      const key = p.searchKey?.trim() ? likePattern(p.searchKey.trim()) : null;
      // Type 0 and 1 are both single choice: filtering by either finds both.
      const types =
        p.questionType === undefined ? null : p.questionType <= 1 ? [0, 1] : [p.questionType];
      const where = `($1::text IS NULL OR q.content ILIKE $1)
        AND ($2::int[] IS NULL OR q.question_type = ANY($2::int[]))
        AND ($3::int IS NULL OR q.subject_id = $3)`;
      const args = [key, types, p.subjectID || null];
      const count = await queryOne<{ n: number }>(
        ctx.db,
        `SELECT count(*)::int AS n FROM questions q WHERE ${where}`,
        args,
      );
      const rows = await ctx.db.query(
        `${SELECT} WHERE ${where} ORDER BY q.question_id DESC LIMIT $4 OFFSET $5`,
        [...args, limit, offset],
      );
      return { total: count?.n ?? 0, list: rows.map(questionOf) };
    },
  );
}

/** A new question. */
function questionAddRoute(app: FastifyInstance, ctx: AppContext): void {
  const { subjectOrNull, one } = lookupsOf(ctx);
  endpoint(
    app,
    {
      url: `${base}/AddQuestion`,
      methods: ['POST'],
      tags,
      guard,
      summary: '新增试题',
      params: Type.Object(questionBody),
      data: AddQuestionAnswer,
    },
    async (p, r) => {
      const q = validated(p);
      const subject = await subjectOrNull(p.subjectID);
      const row = await queryOne<{ id: number }>(
        ctx.db,
        `INSERT INTO questions (question_type, subject_id, difficulty, content, options, answer, explanation, created_by)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8) RETURNING question_id AS id`,
        [
          q.questionType,
          subject,
          q.difficulty,
          q.content,
          JSON.stringify(q.options),
          q.answer,
          q.explanation,
          currentUser(r).id,
        ],
      );
      return one(Number(row?.id));
    },
  );
}

/** A question changed (while no paper uses it) or deleted. */
function questionChangeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { subjectOrNull, one } = lookupsOf(ctx);
  endpoint(
    app,
    {
      url: `${base}/UpdateQuestion`,
      methods: ['POST'],
      tags,
      guard,
      summary: '修改试题',
      params: Type.Object({ questionID: id(), ...questionBody }),
      data: UpdateQuestionAnswer,
    },
    async (p) => {
      const q = validated(p);
      const subject = await subjectOrNull(p.subjectID);
      const used = await queryOne<{ n: number }>(
        ctx.db,
        `SELECT count(*)::int AS n FROM exam_papers p
         JOIN exam_questions eq ON eq.exam_id = p.exam_id WHERE eq.question_id = $1`,
        [p.questionID],
      );
      const refusal = questionEditRefusal(used?.n ?? 0);
      if (refusal) throw refuse(refusal);
      const rows = await ctx.db.query(
        `UPDATE questions SET question_type = $2, subject_id = $3, difficulty = $4, content = $5,
           options = $6::jsonb, answer = $7, explanation = $8 WHERE question_id = $1 RETURNING 1`,
        [
          p.questionID,
          q.questionType,
          subject,
          q.difficulty,
          q.content,
          JSON.stringify(q.options),
          q.answer,
          q.explanation,
        ],
      );
      if (rows.length === 0) throw notFound(EXAM_TEXT.QUESTION_NOT_FOUND);
      return one(p.questionID);
    },
  );

  endpoint(
    app,
    {
      url: `${base}/DeleteQuestion`,
      methods: ['POST'],
      tags,
      guard,
      summary: '删除试题',
      params: Type.Object({ questionID: id() }),
      data: DeleteQuestionAnswer,
    },
    async (p) => {
      const rows = await ctx.db.query('DELETE FROM questions WHERE question_id = $1 RETURNING 1', [
        p.questionID,
      ]);
      if (rows.length === 0) throw notFound(EXAM_TEXT.QUESTION_NOT_FOUND);
      return true;
    },
  );
}
