import type { Bar } from './types';

export interface CsvRowError {
  line: number;
  message: string;
}

export interface CsvImportResult {
  bars: Bar[];
  errors: CsvRowError[];
}

const HEADER = /^(date|日期)/i;
const FIELDS = ['开盘价', '最高价', '最低价', '收盘价', '成交量', '成交额'];

function parseDate(text: string): string | null {
  const m = /^(\d{4})[-/]?(\d{1,2})[-/]?(\d{1,2})$/.exec(text.trim());
  if (!m) return null;
  const iso = `${m[1]}-${(m[2] as string).padStart(2, '0')}-${(m[3] as string).padStart(2, '0')}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

/**
 * Parses daily bars (date, open, high, low, close, volume, amount) with a per-row error report.
 * The caller applies the bars only when `errors` is empty: a file is all-or-nothing.
 * `latest` is the last date real bars may carry (the trading day before today).
 */
export function parseDailyCsv(text: string, latest: string): CsvImportResult {
  const bars: Bar[] = [];
  const errors: CsvRowError[] = [];
  const seen = new Set<string>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = i + 1;
    const row = raw.trim();
    if (!row || (i === 0 && HEADER.test(row))) return;
    const cells = row.split(',').map((c) => c.trim());
    if (cells.length !== 7) {
      errors.push({
        line,
        message: `第${line}行：应有7个字段（日期,开盘价,最高价,最低价,收盘价,成交量,成交额），实际${cells.length}个`,
      });
      return;
    }
    const date = parseDate(cells[0] as string);
    if (!date) {
      errors.push({ line, message: `第${line}行：日期格式错误，应为YYYY-MM-DD` });
      return;
    }
    const nums = cells.slice(1).map(Number);
    const bad = nums.findIndex((v, k) => !Number.isFinite(v) || (k < 4 ? v <= 0 : v < 0));
    if (bad >= 0) {
      errors.push({
        line,
        message: `第${line}行：${FIELDS[bad]}必须为${bad < 4 ? '正数' : '非负数'}`,
      });
      return;
    }
    const [open, high, low, close, volume, amount] = nums as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    if (high < Math.max(open, close, low) || low > Math.min(open, close)) {
      errors.push({ line, message: `第${line}行：最高价、最低价与开盘价、收盘价不一致` });
      return;
    }
    if (date > latest) {
      errors.push({ line, message: `第${line}行：日期不能晚于上一交易日${latest}` });
      return;
    }
    if (seen.has(date)) {
      errors.push({ line, message: `第${line}行：日期${date}重复` });
      return;
    }
    seen.add(date);
    bars.push({ time: date, open, high, low, close, volume, amount });
  });
  if (!bars.length && !errors.length) errors.push({ line: 0, message: '文件中没有行情数据' });
  bars.sort((a, b) => a.time.localeCompare(b.time));
  return { bars, errors };
}
