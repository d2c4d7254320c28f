import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { queryOne } from '../../db/db';
import { TRAINING_ROLES as R } from '../../domain/training';
import { REPORT_TEXT as T } from '../../domain/training/reports/report-status';
import { refuse } from '../../http/app-error';
import { currentUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { id, text } from '../../http/schemas';
import { trainingGuard, TRAINING_PREFIX } from '../training';
import { classOf } from './exam-rows';
import { reportOf, studentView, TEMPLATE_COLUMNS } from './report-rows';
import { saveReport } from './report-save';
import { tradeRecord } from './report-trades';
import {
  GetMyReportTradesAnswer,
  SaveReportAnswer,
  SearchMyReportsAnswer,
} from './training-exams.answers';

type Row = Record<string, unknown>;
const tags = ['training'];
const base = `${TRAINING_PREFIX}/Report`;
const students = trainingGuard(R.STUDENT_ONLY);

/** Students' experiment reports (TrainReport): their class's templates, writing, submitting. */
export function myReportsRoutes(app: FastifyInstance, ctx: AppContext): void {
  myReportListRoute(app, ctx);
  myReportRoutes(app, ctx);
}

/** The reports of the templates given to the student's class. */
function myReportListRoute(app: FastifyInstance, ctx: AppContext): void {
  endpoint(
    app,
    {
      url: `${base}/SearchMyReports`,
      methods: ['GET', 'POST'],
      tags,
      guard: students,
      summary: '我的实验报告',
      params: Type.Object({}),
      data: SearchMyReportsAnswer,
    },
    async (_p, r) => {
      const me = currentUser(r);
      const cls = await classOf(ctx.db, me.id);
      const rows = await ctx.db.query<Row>(
        `SELECT r.*, ${TEMPLATE_COLUMNS} FROM report_templates t
         LEFT JOIN reports r ON r.template_id = t.template_id AND r.user_id = $2
         WHERE EXISTS (SELECT 1 FROM report_template_classes c WHERE c.template_id = t.template_id AND c.class_id = $1)
         ORDER BY t.template_id DESC`,
        [cls, me.id],
      );
      // The list stays light: the record comes with GetMyReportTrades or GetReport.
      return rows.map((row) => ({ ...studentView(reportOf(row)), tradeRecord: undefined }));
    },
  );
}

/** One report: its trade record, and saving or submitting it. */
function myReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  endpoint(
    app,
    {
      url: `${base}/GetMyReportTrades`,
      methods: ['GET', 'POST'],
      tags,
      guard: students,
      summary: '报告关联的交易记录（实训项目或比赛）',
      params: Type.Object({ templateID: id() }),
      data: GetMyReportTradesAnswer,
    },
    async (p, r) => {
      const me = currentUser(r);
      const link = await myTemplate(ctx, me.id, p.templateID);
      const stored = await queryOne<Row>(
        ctx.db,
        'SELECT trade_record FROM reports WHERE template_id = $1 AND user_id = $2 AND status >= 2',
        [p.templateID, me.id],
      );
      return (
        reportOf({ template_id: p.templateID, title: '', trade_record: stored?.trade_record })
          .tradeRecord ?? (await tradeRecord(ctx.db, me.id, link))
      );
    },
  );

  endpoint(
    app,
    {
      url: `${base}/SaveReport`,
      methods: ['POST'],
      tags,
      guard: students,
      summary: '保存或提交实验报告（富文本）',
      params: Type.Object({ templateID: id(), content: text(50_000), submit: Type.Boolean() }),
      data: SaveReportAnswer,
    },
    async (p, r) => {
      const me = currentUser(r);
      const link = await myTemplate(ctx, me.id, p.templateID);
      return saveReport(ctx, me.id, p, link);
    },
  );
}

/** The template if it was given to the student's class, else refused. */
async function myTemplate(ctx: AppContext, userID: number, templateID: number) {
  const cls = await classOf(ctx.db, userID);
  const row = await queryOne<Row>(
    ctx.db,
    `SELECT ${TEMPLATE_COLUMNS} FROM report_templates t WHERE t.template_id = $1
     AND EXISTS (SELECT 1 FROM report_template_classes c WHERE c.template_id = t.template_id AND c.class_id = $2)`,
    [templateID, cls],
  );
  if (!row) throw refuse(T.NOT_YOURS);
  return {
    tpInfoID: row.tp_info_id == null ? null : Number(row.tp_info_id),
    matchID: row.match_id == null ? null : Number(row.match_id),
  };
}
