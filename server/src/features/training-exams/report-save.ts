import type { AppContext } from '../../context';
import { queryOne } from '../../db/db';
import {
  REPORT_STATUS_NAMES,
  REPORT_TEXT as T,
  reportEditable,
  statusAfterSave,
} from '../../domain/training/reports/report-status';
import { reportText, sanitizeReportHtml } from '../../domain/training/reports/rich-text';
import { badRequest, refuse } from '../../http/app-error';
import { type ReportLink, tradeRecord } from './report-trades';

type Row = Record<string, unknown>;

/**
 * Saves (draft) or submits a student's report on a template they may write: sanitized HTML, and
 * on submission the trading record as it stands at that moment. Used by /VETrain and /VERace.
 */
export async function saveReport(
  ctx: AppContext,
  userID: number,
  p: { templateID: number; content: string; submit: boolean },
  link: ReportLink,
) {
  if (p.content.includes('\0')) throw badRequest(T.CONTENT);
  const content = sanitizeReportHtml(p.content.trim());
  if (p.submit && !reportText(content)) throw badRequest(T.CONTENT);
  const old = await queryOne<Row>(
    ctx.db,
    'SELECT status FROM reports WHERE template_id = $1 AND user_id = $2',
    [p.templateID, userID],
  );
  if (old && !reportEditable(Number(old.status))) throw refuse(T.LOCKED);
  const status = statusAfterSave(p.submit);
  const now = ctx.clock.now();
  const record = p.submit ? await tradeRecord(ctx.db, userID, link) : null;
  await ctx.db.query(
    `INSERT INTO reports (template_id, user_id, content, status, submitted_at, trade_record)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb)
     ON CONFLICT (template_id, user_id) DO UPDATE SET content = $3, status = $4, submitted_at = $5, trade_record = $6::jsonb`,
    [
      p.templateID,
      userID,
      content,
      status,
      p.submit ? now : null,
      record ? JSON.stringify(record) : null,
    ],
  );
  return { status, statusName: REPORT_STATUS_NAMES[status] };
}
