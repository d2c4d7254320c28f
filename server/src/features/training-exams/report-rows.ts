import { queryOne, type Queryable } from '../../db/db';
import {
  markShownToStudent,
  REPORT_STATUS_NAMES,
  REPORT_TEXT as T,
} from '../../domain/training/reports/report-status';
import { sanitizeReportHtml } from '../../domain/training/reports/rich-text';
import { badRequest, notFound } from '../../http/app-error';
import { beijingIso } from '../../http/beijing-iso';
import { storedRecord } from './report-trades';

type Row = Record<string, unknown>;
const time = (v: unknown) => (v == null ? null : beijingIso(v as string));
const idOrNull = (v: unknown) => (v == null ? null : Number(v));

/** A report (or a template without one yet) as the calls answer it; content is sanitized HTML. */
export const reportOf = (r: Row) => ({
  reportID: idOrNull(r.report_id),
  templateID: Number(r.template_id),
  title: String(r.title),
  requirement: String(r.requirement ?? ''),
  tpInfoID: idOrNull(r.tp_info_id),
  matchID: idOrNull(r.match_id),
  linkTitle: r.link_title == null ? '' : String(r.link_title),
  userName: r.user_name == null ? '' : String(r.user_name),
  realName: r.real_name == null ? '' : String(r.real_name),
  content: r.content == null ? '' : sanitizeReportHtml(String(r.content)),
  status: r.status == null ? 1 : Number(r.status),
  statusName: REPORT_STATUS_NAMES[r.status == null ? 1 : Number(r.status)] ?? '',
  score: r.score == null ? null : Number(r.score),
  comment: r.comment == null ? '' : String(r.comment),
  submitTime: time(r.submitted_at),
  markTime: time(r.marked_at),
  tradeRecord: storedRecord(r.trade_record),
});

/** A report as its student sees it: a mark in progress (批阅中) shows no score or comment yet. */
export const studentView = <R extends { status: number; score: number | null; comment: string }>(
  report: R,
): R => (markShownToStudent(report.status) ? report : { ...report, score: null, comment: '' });

/** The template columns with the title of its project or contest. */
export const TEMPLATE_COLUMNS = `t.template_id, t.title, t.requirement, t.tp_info_id, t.match_id,
  coalesce((SELECT p.title FROM tp_infos p WHERE p.tp_info_id = t.tp_info_id),
           (SELECT m.match_name FROM matches m WHERE m.match_id = t.match_id)) AS link_title`;

/** A teacher's or student's text: trimmed, without NUL. */
export const cleanText = (v: string | undefined) => {
  const s = (v ?? '').trim();
  if (s.includes('\0')) throw badRequest(T.CONTENT);
  return s;
};

/** The project or contest a template names: at most one, and it must exist. */
export async function templateLink(
  db: Queryable,
  p: { tpInfoID?: number; matchID?: number },
): Promise<{ tpInfoID: number | null; matchID: number | null }> {
  const tpInfoID = p.tpInfoID || null;
  const matchID = tpInfoID ? null : p.matchID || null;
  if (tpInfoID && !(await queryOne(db, 'SELECT 1 FROM tp_infos WHERE tp_info_id = $1', [tpInfoID])))
    throw notFound('实训项目不存在');
  // A training project's own contest is linked through its project, never as a contest.
  const contest = 'SELECT 1 FROM matches WHERE match_id = $1 AND tp_info_id IS NULL';
  if (matchID && !(await queryOne(db, contest, [matchID]))) throw notFound('比赛不存在');
  return { tpInfoID, matchID };
}
