import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { queryOne } from '../../db/db';
import { TRAINING_ROLES as R } from '../../domain/training';
import {
  REPORT_TEXT as T,
  reportMarkable,
  statusAfterMark,
} from '../../domain/training/reports/report-status';
import { badRequest, notFound, refuse } from '../../http/app-error';
import { currentUser } from '../../http/auth';
import { beijingIso } from '../../http/beijing-iso';
import { endpoint } from '../../http/endpoint';
import { id, idList, optInt, optText, text, toIds } from '../../http/schemas';
import { trainingGuard, TRAINING_PREFIX } from '../training';
import {
  cleanText as clean,
  reportOf,
  studentView,
  TEMPLATE_COLUMNS,
  templateLink,
} from './report-rows';
import { tradeRecord } from './report-trades';
import {
  AddTemplateAnswer,
  GetReportAnswer,
  MarkReportAnswer,
  SearchLinkableContestsAnswer,
  SearchReportsAnswer,
  SearchTemplatesAnswer,
} from './training-exams.answers';

type Row = Record<string, unknown>;
const tags = ['training'];
const base = `${TRAINING_PREFIX}/Report`;
const teachers = trainingGuard(R.ADMIN_AND_TEACHER);

/** Experiment reports (TrainReportManage, TrainReportInfo, releasedReport, TrainReport; spec §3 states). */
export function reportsRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const part of [templateListRoutes, addTemplateRoute, reportReadRoutes, markReportRoute])
    part(app, ctx);
}

/** Report templates and the contests a template may link to. */
function templateListRoutes(app: FastifyInstance, ctx: AppContext): void {
  endpoint(
    app,
    {
      url: `${base}/SearchTemplates`,
      methods: ['GET', 'POST'],
      tags,
      guard: teachers,
      summary: '报告模板列表',
      params: Type.Object({}),
      data: SearchTemplatesAnswer,
    },
    async () =>
      (
        await ctx.db.query<Row>(
          `SELECT ${TEMPLATE_COLUMNS}, t.created_at,
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
        tpInfoID: t.tp_info_id == null ? null : Number(t.tp_info_id),
        matchID: t.match_id == null ? null : Number(t.match_id),
        linkTitle: t.link_title == null ? '' : String(t.link_title),
        classNames: t.class_names == null ? '' : String(t.class_names),
        submitted: Number(t.submitted),
        marked: Number(t.marked),
        createTime: beijingIso(t.created_at as string),
      })),
  );

  endpoint(
    app,
    {
      url: `${base}/SearchLinkableContests`,
      methods: ['GET', 'POST'],
      tags,
      guard: teachers,
      summary: '可关联的比赛（报告模板）',
      params: Type.Object({}),
      data: SearchLinkableContestsAnswer,
    },
    async () =>
      (
        await ctx.db.query<Row>(
          'SELECT match_id, match_name FROM matches WHERE tp_info_id IS NULL ORDER BY match_id DESC LIMIT 200',
        )
      ).map((m) => ({ matchID: Number(m.match_id), matchName: String(m.match_name) })),
  );
}

/** A teacher's new report template. */
function addTemplateRoute(app: FastifyInstance, ctx: AppContext): void {
  endpoint(
    app,
    {
      url: `${base}/AddTemplate`,
      methods: ['POST'],
      tags,
      guard: teachers,
      summary: '新增报告模板',
      params: Type.Object({
        title: text(100),
        requirement: optText(5000),
        classIDs: idList(),
        tpInfoID: optInt(0),
        matchID: optInt(0),
      }),
      data: AddTemplateAnswer,
    },
    async (p, r) => {
      const title = clean(p.title);
      if (!title) throw badRequest('请输入报告名称');
      const link = await templateLink(ctx.db, p);
      return ctx.db.transaction(async (tx) => {
        const row = await queryOne<{ id: number }>(
          tx,
          `INSERT INTO report_templates (title, requirement, tp_info_id, match_id, created_by)
           VALUES ($1, $2, $3, $4, $5) RETURNING template_id AS id`,
          [title, clean(p.requirement), link.tpInfoID, link.matchID, currentUser(r).id],
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
}

/** Students' reports: the teacher's list and one report. */
function reportReadRoutes(app: FastifyInstance, ctx: AppContext): void {
  endpoint(
    app,
    {
      url: `${base}/SearchReports`,
      methods: ['GET', 'POST'],
      tags,
      guard: teachers,
      summary: '已提交的报告',
      params: Type.Object({ templateID: id() }),
      data: SearchReportsAnswer,
    },
    async (p) =>
      (
        await ctx.db.query<Row>(
          `SELECT r.*, ${TEMPLATE_COLUMNS}, u.user_name, u.real_name FROM reports r
           JOIN report_templates t ON t.template_id = r.template_id JOIN users u ON u.id = r.user_id
           WHERE r.template_id = $1 AND r.status >= 2 ORDER BY r.submitted_at`,
          [p.templateID],
        )
      ).map((row) => ({ ...reportOf(row), tradeRecord: undefined })),
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
      data: GetReportAnswer,
    },
    async (p, r) => {
      const me = currentUser(r);
      const row = await queryOne<Row>(
        ctx.db,
        `SELECT r.*, ${TEMPLATE_COLUMNS}, u.user_name, u.real_name FROM reports r
         JOIN report_templates t ON t.template_id = r.template_id JOIN users u ON u.id = r.user_id
         WHERE r.report_id = $1`,
        [p.reportID],
      );
      if (!row || (me.role === 'student' && Number(row.user_id) !== me.id))
        throw notFound(T.NOT_FOUND);
      const report = me.role === 'student' ? studentView(reportOf(row)) : reportOf(row);
      // Submitted reports keep the record they were submitted with; drafts show it as it is now.
      return {
        ...report,
        tradeRecord:
          report.tradeRecord ??
          (await tradeRecord(ctx.db, Number(row.user_id), {
            tpInfoID: report.tpInfoID,
            matchID: report.matchID,
          })),
      };
    },
  );
}

/** Marking a report (批阅): score and comment. */
function markReportRoute(app: FastifyInstance, ctx: AppContext): void {
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
        /** 暂存: the mark is kept, the report stays 批阅中 and the student sees no score yet. */
        draft: Type.Optional(Type.Boolean()),
      }),
      data: MarkReportAnswer,
    },
    async (p, r) => {
      const row = await queryOne<Row>(ctx.db, 'SELECT status FROM reports WHERE report_id = $1', [
        p.reportID,
      ]);
      if (!row) throw notFound(T.NOT_FOUND);
      if (!reportMarkable(Number(row.status))) throw refuse(T.NOT_SUBMITTED);
      await ctx.db.query(
        'UPDATE reports SET status = $6, score = $2, comment = $3, marked_at = $4, marked_by = $5 WHERE report_id = $1',
        [
          p.reportID,
          p.score,
          clean(p.comment),
          p.draft ? null : ctx.clock.now(),
          currentUser(r).id,
          statusAfterMark(p.draft ?? false),
        ],
      );
      return true;
    },
  );
}
