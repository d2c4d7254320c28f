import { quarterDates } from './fundamentals';
import type { QuarterStatement } from './types';

export interface StatementCsvResult {
  statements: QuarterStatement[];
  errors: Array<{ line: number; message: string }>;
}

/** Columns of a statements file, in order (server/API-research.md). */
export const STATEMENT_COLUMNS = [
  '报告期',
  '公告日期',
  '营业收入',
  '毛利',
  '净利润',
  '每股收益',
  '净资产',
  '经营现金流',
] as const;

const HEADER = /^(period|报告期)/i;

/**
 * Parses real quarterly statements of one company (one quarter a line: period as 2025Q3,
 * report date, revenue, gross profit, net profit, EPS, equity, operating cash flow; yuan, the
 * quarter's own flows). Like the daily-bar import it is all-or-nothing: the caller stores the
 * statements only when `errors` is empty. Shares outstanding turn equity into BVPS.
 */
export function parseStatementsCsv(text: string, sharesOutstanding: number): StatementCsvResult {
  const statements: QuarterStatement[] = [];
  const errors: StatementCsvResult['errors'] = [];
  const seen = new Set<string>();
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((raw, i) => {
      const line = i + 1;
      const row = raw.trim();
      if (!row || (i === 0 && HEADER.test(row))) return;
      const cells = row.split(',').map((c) => c.trim());
      if (cells.length !== STATEMENT_COLUMNS.length) {
        errors.push({
          line,
          message: `第${line}行：应有${STATEMENT_COLUMNS.length}个字段（${STATEMENT_COLUMNS.join(',')}），实际${cells.length}个`,
        });
        return;
      }
      const m = /^(\d{4})Q([1-4])$/i.exec(cells[0] as string);
      const reportDate = cells[1] as string;
      if (!m) {
        errors.push({ line, message: `第${line}行：报告期格式错误，应为YYYYQn` });
        return;
      }
      const dates = quarterDates(Number(m[1]), Number(m[2]));
      if (!/^\d{4}-\d{2}-\d{2}$/.test(reportDate) || reportDate <= dates.endDate) {
        errors.push({ line, message: `第${line}行：公告日期应为报告期结束之后的YYYY-MM-DD` });
        return;
      }
      const nums = cells.slice(2).map(Number);
      const bad = nums.findIndex((v) => !Number.isFinite(v) || Math.abs(v) > 1e15);
      if (bad >= 0) {
        errors.push({ line, message: `第${line}行：${STATEMENT_COLUMNS[bad + 2]}必须为数字` });
        return;
      }
      if (seen.has(dates.period)) {
        errors.push({ line, message: `第${line}行：报告期${dates.period}重复` });
        return;
      }
      seen.add(dates.period);
      const [revenue, grossProfit, netProfit, eps, equity, operatingCashFlow] = nums as number[];
      statements.push({
        ...dates,
        reportDate,
        revenue: revenue as number,
        grossProfit: grossProfit as number,
        netProfit: netProfit as number,
        eps: eps as number,
        equity: equity as number,
        bvps: Math.round(((equity as number) / sharesOutstanding) * 100) / 100,
        operatingCashFlow: operatingCashFlow as number,
      });
    });
  if (!statements.length && !errors.length) errors.push({ line: 0, message: '文件中没有财务数据' });
  statements.sort((a, b) => a.endDate.localeCompare(b.endDate));
  return { statements, errors };
}
