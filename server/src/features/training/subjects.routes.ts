import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { queryOne } from '../../db/db';
import { TRAINING_ROLES as R, TRAINING_TEXT as T } from '../../domain/training';
import { badRequest, notFound, refuse } from '../../http/app-error';
import { beijingIso } from '../../http/beijing-iso';
import { currentUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { id, optText, page, paging, text } from '../../http/schemas';
import { likePattern } from '../users';
import { trainingGuard } from './training-guard';
import { TRAINING_PREFIX } from './training-prefix';
import {
  AddSubjectAnswer,
  DeleteSubjectAnswer,
  SearchSubjectsAnswer,
  UpdateSubjectAnswer,
} from './training.answers';

const tags = ['training'];
const base = `${TRAINING_PREFIX}/Subject`;
const guard = trainingGuard(R.ADMIN_AND_TEACHER);

const subjectOf = (r: Record<string, unknown>) => ({
  subjectID: Number(r.subject_id),
  subjectName: String(r.name),
  description: String(r.description),
  createTime: beijingIso(r.created_at as string),
});

const clean = (v: string | undefined, required: boolean): string => {
  const s = (v ?? '').trim();
  if (s.includes('\0') || (required && !s)) throw badRequest(T.NAME_REQUIRED);
  return s;
};

/** Subjects (TrainSubjectManage; admins and teachers, spec §6): the teaching subjects of the school. */
export function subjectsRoutes(app: FastifyInstance, ctx: AppContext): void {
  subjectListRoute(app, ctx);
  subjectEditRoutes(app, ctx);
}

/** Whether another subject (not `except`) has the name already. */
const taken = async (ctx: AppContext, name: string, except = 0) =>
  (
    await ctx.db.query('SELECT 1 FROM subjects WHERE name = $1 AND subject_id <> $2', [
      name,
      except,
    ])
  ).length > 0;

/** The subjects, searched by name. */
function subjectListRoute(app: FastifyInstance, ctx: AppContext): void {
  endpoint(
    app,
    {
      url: `${base}/SearchSubjects`,
      methods: ['GET', 'POST'],
      tags,
      guard: trainingGuard(R.ANY),
      summary: '科目列表',
      params: Type.Object({ searchKey: optText(50), ...paging }),
      data: SearchSubjectsAnswer,
    },
    async (p) => {
      const { limit, offset } = page(p);
      const key = p.searchKey?.trim() ? likePattern(p.searchKey.trim()) : null;
      const where = '($1::text IS NULL OR name ILIKE $1)';
      const count = await queryOne<{ n: number }>(
        ctx.db,
        `SELECT count(*)::int AS n FROM subjects WHERE ${where}`,
        [key],
      );
      const rows = await ctx.db.query(
        `SELECT * FROM subjects WHERE ${where} ORDER BY subject_id LIMIT $2 OFFSET $3`,
        [key, limit, offset],
      );
      return { total: count?.n ?? 0, list: rows.map(subjectOf) };
    },
  );
}

/** A subject added, renamed or deleted (admins and teachers). */
function subjectEditRoutes(app: FastifyInstance, ctx: AppContext): void {
  endpoint(
    app,
    {
      url: `${base}/AddSubject`,
      methods: ['POST'],
      tags,
      guard,
      summary: '新增科目',
      params: Type.Object({ subjectName: text(50), description: optText(500) }),
      data: AddSubjectAnswer,
    },
    async (p, r) => {
      const name = clean(p.subjectName, true);
      if (await taken(ctx, name)) throw refuse('科目名称已存在');
      const row = await queryOne<Record<string, unknown>>(
        ctx.db,
        'INSERT INTO subjects (name, description, created_by) VALUES ($1, $2, $3) RETURNING *',
        [name, clean(p.description, false), currentUser(r).id],
      );
      if (!row) throw notFound(T.NOT_FOUND);
      return subjectOf(row);
    },
  );

  endpoint(
    app,
    {
      url: `${base}/UpdateSubject`,
      methods: ['POST'],
      tags,
      guard,
      summary: '修改科目',
      params: Type.Object({ subjectID: id(), subjectName: text(50), description: optText(500) }),
      data: UpdateSubjectAnswer,
    },
    async (p) => {
      const name = clean(p.subjectName, true);
      if (await taken(ctx, name, p.subjectID)) throw refuse('科目名称已存在');
      const row = await queryOne<Record<string, unknown>>(
        ctx.db,
        'UPDATE subjects SET name = $2, description = $3 WHERE subject_id = $1 RETURNING *',
        [p.subjectID, name, clean(p.description, false)],
      );
      if (!row) throw notFound(T.NOT_FOUND);
      return subjectOf(row);
    },
  );

  endpoint(
    app,
    {
      url: `${base}/DeleteSubject`,
      methods: ['POST'],
      tags,
      guard,
      summary: '删除科目',
      params: Type.Object({ subjectID: id() }),
      data: DeleteSubjectAnswer,
    },
    async (p) => {
      const rows = await ctx.db.query('DELETE FROM subjects WHERE subject_id = $1 RETURNING 1', [
        p.subjectID,
      ]);
      if (rows.length === 0) throw notFound(T.NOT_FOUND);
      return true;
    },
  );
}
