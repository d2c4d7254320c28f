import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { queryOne } from '../../db/db';
import { refuse } from '../../http/app-error';
import { currentUser, requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { id, text } from '../../http/schemas';
import { reportOf, TEMPLATE_COLUMNS } from './report-rows';
import { saveReport } from './report-save';
import { tradeRecord } from './report-trades';
import {
  GetContestReportAnswer,
  SaveContestReportAnswer,
  SearchMyContestReportsAnswer,
} from './training-exams.answers';

type Row = Record<string, unknown>;
const tags = ['contests'];
const base = '/VERace/ExperimentalReport';
export const CONTEST_REPORT_NOT_YOURS = '你未参加该报告关联的比赛';

/** Templates linked to a contest the user is enrolled in (match_traders). */
const MINE = `t.match_id IS NOT NULL AND EXISTS
  (SELECT 1 FROM match_traders mt WHERE mt.match_id = t.match_id AND mt.user_id = $1)`;

/**
 * The competition side's experiment reports (/ExperimentalReport/index): the report templates a
 * teacher linked to a contest, for every contestant of it. Sign-in only: contestants may lack the
 * training right. Writing and the record are the training area's (report-save, report-trades).
 */
export function contestReportsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const myTemplate = async (userID: number, templateID: number) => {
    const row = await queryOne<Row>(
      ctx.db,
      `SELECT t.template_id, t.match_id FROM report_templates t WHERE t.template_id = $2 AND ${MINE}`,
      [userID, templateID],
    );
    if (!row) throw refuse(CONTEST_REPORT_NOT_YOURS);
    return { tpInfoID: null, matchID: Number(row.match_id) };
  };

  endpoint(
    app,
    {
      url: `${base}/SearchMyContestReports`,
      methods: ['GET', 'POST'],
      tags,
      guard: requireUser,
      summary: '我参加的比赛的实验报告',
      params: Type.Object({}),
      data: SearchMyContestReportsAnswer,
    },
    async (_p, r) => {
      const me = currentUser(r);
      const rows = await ctx.db.query<Row>(
        `SELECT r.*, ${TEMPLATE_COLUMNS} FROM report_templates t
         LEFT JOIN reports r ON r.template_id = t.template_id AND r.user_id = $1
         WHERE ${MINE} ORDER BY t.template_id DESC`,
        [me.id],
      );
      return rows.map((row) => ({ ...reportOf(row), tradeRecord: undefined }));
    },
  );

  endpoint(
    app,
    {
      url: `${base}/GetContestReport`,
      methods: ['GET', 'POST'],
      tags,
      guard: requireUser,
      summary: '比赛实验报告（含比赛交易记录）',
      params: Type.Object({ templateID: id() }),
      data: GetContestReportAnswer,
    },
    async (p, r) => {
      const me = currentUser(r);
      const link = await myTemplate(me.id, p.templateID);
      const row = await queryOne<Row>(
        ctx.db,
        `SELECT r.*, ${TEMPLATE_COLUMNS} FROM report_templates t
         LEFT JOIN reports r ON r.template_id = t.template_id AND r.user_id = $2
         WHERE t.template_id = $1`,
        [p.templateID, me.id],
      );
      const report = reportOf(row ?? {});
      // A submitted report keeps the record of its submission; a draft sees it live.
      const frozen = report.status >= 2 ? report.tradeRecord : null;
      return { ...report, tradeRecord: frozen ?? (await tradeRecord(ctx.db, me.id, link)) };
    },
  );

  endpoint(
    app,
    {
      url: `${base}/SaveContestReport`,
      methods: ['POST'],
      tags,
      guard: requireUser,
      summary: '保存或提交比赛实验报告（富文本）',
      params: Type.Object({ templateID: id(), content: text(50_000), submit: Type.Boolean() }),
      data: SaveContestReportAnswer,
    },
    async (p, r) => {
      const me = currentUser(r);
      const link = await myTemplate(me.id, p.templateID);
      return saveReport(ctx, me.id, p, link);
    },
  );
}
