import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { queryOne } from '../../db/db';
import { TRAINING_ROLES as R } from '../../domain/training';
import {
  REPORT_STATUS_NAMES,
  REPORT_TEXT as T,
  reportEditable,
  reportMarkable,
  statusAfterSave,
} from '../../domain/training/reports/report-status';
import { badRequest, notFound, refuse } from '../../http/app-error';
import { currentUser } from '../../http/auth';
import { beijingIso } from '../../http/beijing-iso';
import { endpoint } from '../../http/endpoint';
import { id, idList, optText, text, toIds } from '../../http/schemas';
import { trainingGuard } from '../training/training-guard';
import { TRAINING_PREFIX } from '../training/training-prefix';
import { classOf } from './exam-rows';

type Row = Record<string, unknown>;
const tags = ['training'];
const base = `${TRAINING_PREFIX}/Report`;
const teachers = trainingGuard(R.ADMIN_AND_TEACHER);
const students = trainingGuard(R.STUDENT_ONLY);
const time = (v: unknown) => (v == null ? null : beijingIso(v as string));

const reportOf = (r: Row) => ({
  reportID: r.report_id == null ? null : Number(r.report_id),
  templateID: Number(r.template_id),
  title: String(r.title),
  requirement: String(r.requirement ?? ''),
  userName: r.user_name == null ? '' : String(r.user_name),
  realName: r.real_name == null ? '' : String(r.real_name),
  content: r.content == null ? '' : String(r.content),
  status: r.status == null ? 1 : Number(r.status),
  statusName: REPORT_STATUS_NAMES[r.status == null ? 1 : Number(r.status)] ?? '',
  score: r.score == null ? null : Number(r.score),
  comment: r.comment == null ? '' : String(r.comment),
  submitTime: time(r.submitted_at),
  markTime: time(r.marked_at),
});

const clean = (v: string | undefined) => {
  const s = (v ?? '').trim();
  if (s.includes('\0')) throw badRequest(T.CONTENT);
  return s;
};

/** Experiment reports (TrainReportManage, TrainReportInfo, releasedReport, TrainReport; spec §3 states). */
export function reportsRoutes(app: FastifyInstance, ctx: AppContext): void {
  endpoint(
    app,
    {
      url: `${base}/SearchTemplates`,
      methods: ['GET', 'POST'],
      tags,
      guard: teachers,
      summary: '报告模板列表',
      params: Type.Object({}),
    },
    async () =>
      (
        await ctx.db.query<Row>(
          `SELECT t.*,
            (SELECT string_agg(c.name, '、' ORDER BY c.name) FROM report_template_classes tc
              JOIN classes c ON c.id = tc.class_id WHERE tc.template_id = t.template_id) AS class_names,
            (SELECT count(*)::int FROM reports r WHERE r.template_id = t.template_id AND r.status >= 2) AS submitted,
            (SELECT count(*)::int FROM reports r WHERE r.template_id = t.template_id AND r.status = 4) AS marked
           FROM report_templates t ORDER BY t.template_id DESC`,
        )
      ).map((t) => ({
        templateID: Number(t.template_id),
        title: String(t.title),
        requirement: String(t.requirement),
        classNames: t.class_names == null ? '' : String(t.class_names),
        submitted: Number(t.submitted),
        marked: Number(t.marked),
        createTime: beijingIso(t.created_at as string),
      })),
  );

  endpoint(
    app,
    {
      url: `${base}/AddTemplate`,
      methods: ['POST'],
      tags,
      guard: teachers,
      summary: '新增报告模板',
      params: Type.Object({ title: text(100), requirement: optText(5000), classIDs: idList() }),
    },
    async (p, r) => {
      const title = clean(p.title);
      if (!title) throw badRequest('请输入报告名称');
      return ctx.db.transaction(async (tx) => {
        const row = await queryOne<{ id: number }>(
          tx,
          'INSERT INTO report_templates (title, requirement, created_by) VALUES ($1, $2, $3) RETURNING template_id AS id',
          [title, clean(p.requirement), currentUser(r).id],
        );
        for (const c of toIds(p.classIDs))
          await tx.query(
            'INSERT INTO report_template_classes SELECT $1, id FROM classes WHERE id = $2',
            [Number(row?.id), c],
          );
        return { templateID: Number(row?.id) };
      });
    },
  );

  endpoint(
    app,
    {
      url: `${base}/SearchReports`,
      methods: ['GET', 'POST'],
      tags,
      guard: teachers,
      summary: '已提交的报告',
      params: Type.Object({ templateID: id() }),
    },
    async (p) =>
      (
        await ctx.db.query<Row>(
          `SELECT r.*, t.title, t.requirement, u.user_name, u.real_name FROM reports r
           JOIN report_templates t ON t.template_id = r.template_id JOIN users u ON u.id = r.user_id
           WHERE r.template_id = $1 AND r.status >= 2 ORDER BY r.submitted_at`,
          [p.templateID],
        )
      ).map(reportOf),
  );

  endpoint(
    app,
    {
      url: `${base}/SearchMyReports`,
      methods: ['GET', 'POST'],
      tags,
      guard: students,
      summary: '我的实验报告',
      params: Type.Object({}),
    },
    async (_p, r) => {
      const me = currentUser(r);
      const cls = await classOf(ctx.db, me.id);
      const rows = await ctx.db.query<Row>(
        `SELECT r.*, t.template_id, t.title, t.requirement FROM report_templates t
         LEFT JOIN reports r ON r.template_id = t.template_id AND r.user_id = $2
         WHERE EXISTS (SELECT 1 FROM report_template_classes c WHERE c.template_id = t.template_id AND c.class_id = $1)
         ORDER BY t.template_id DESC`,
        [cls, me.id],
      );
      return rows.map(reportOf);
    },
  );

  endpoint(
    app,
    {
      url: `${base}/SaveReport`,
      methods: ['POST'],
      tags,
      guard: students,
      summary: '保存或提交实验报告',
      params: Type.Object({ templateID: id(), content: text(50_000), submit: Type.Boolean() }),
    },
    async (p, r) => {
      const me = currentUser(r);
      const cls = await classOf(ctx.db, me.id);
      const mine = await queryOne(
        ctx.db,
        'SELECT 1 FROM report_template_classes WHERE template_id = $1 AND class_id = $2',
        [p.templateID, cls],
      );
      if (!mine) throw refuse(T.NOT_YOURS);
      const content = clean(p.content);
      if (p.submit && !content) throw badRequest(T.CONTENT);
      const old = await queryOne<Row>(
        ctx.db,
        'SELECT status FROM reports WHERE template_id = $1 AND user_id = $2',
        [p.templateID, me.id],
      );
      if (old && !reportEditable(Number(old.status))) throw refuse(T.LOCKED);
      const status = statusAfterSave(p.submit);
      const now = ctx.clock.now();
      await ctx.db.query(
        `INSERT INTO reports (template_id, user_id, content, status, submitted_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (template_id, user_id) DO UPDATE SET content = $3, status = $4, submitted_at = $5`,
        [p.templateID, me.id, content, status, p.submit ? now : null],
      );
      return { status, statusName: REPORT_STATUS_NAMES[status] };
    },
  );

  endpoint(
    app,
    {
      url: `${base}/GetReport`,
      methods: ['GET', 'POST'],
      tags,
      guard: trainingGuard(R.ANY),
      summary: '报告详情',
      params: Type.Object({ reportID: id() }),
    },
    async (p, r) => {
      const me = currentUser(r);
      const row = await queryOne<Row>(
        ctx.db,
        `SELECT r.*, t.title, t.requirement, u.user_name, u.real_name FROM reports r
         JOIN report_templates t ON t.template_id = r.template_id JOIN users u ON u.id = r.user_id
         WHERE r.report_id = $1`,
        [p.reportID],
      );
      if (!row || (me.role === 'student' && Number(row.user_id) !== me.id))
        throw notFound(T.NOT_FOUND);
      return reportOf(row);
    },
  );

  endpoint(
    app,
    {
      url: `${base}/MarkReport`,
      methods: ['POST'],
      tags,
      guard: teachers,
      summary: '批阅实验报告',
      params: Type.Object({
        reportID: id(),
        score: Type.Integer({ minimum: 0, maximum: 100 }),
        comment: optText(2000),
      }),
    },
    async (p, r) => {
      const row = await queryOne<Row>(ctx.db, 'SELECT status FROM reports WHERE report_id = $1', [
        p.reportID,
      ]);
      if (!row) throw notFound(T.NOT_FOUND);
      if (!reportMarkable(Number(row.status))) throw refuse(T.NOT_SUBMITTED);
      await ctx.db.query(
        'UPDATE reports SET status = 4, score = $2, comment = $3, marked_at = $4, marked_by = $5 WHERE report_id = $1',
        [p.reportID, p.score, clean(p.comment), ctx.clock.now(), currentUser(r).id],
      );
      return true;
    },
  );
}
