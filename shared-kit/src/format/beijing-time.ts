/**
 * Every time the product shows is Asia/Shanghai (UTC+8, no daylight saving), whatever the
 * browser's own zone. The server states its zone: ISO text with an offset (`Z` or `+08:00`), or
 * plain `YYYY-MM-DD HH:mm:ss` text that is Beijing wall time by contract.
 */
export const BEIJING_TIME_ZONE = 'Asia/Shanghai';

const BEIJING_OFFSET_MS = 8 * 3_600_000;

const PLAIN =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * Epoch ms of a server time: ISO text with a zone as written, zone-less text as Beijing wall time,
 * numbers as epoch ms. NaN when unreadable.
 */
export function parseBeijingTime(value: string | number | Date | null | undefined): number {
  if (value === null || value === undefined) return NaN;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  const text = value.trim();
  const plain = PLAIN.exec(text);
  if (plain) {
    const [, y = '', mo = '', d = '', h = '0', mi = '0', s = '0', ms = '0'] = plain;
    const utc = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s, +ms.padEnd(3, '0'));
    return utc - BEIJING_OFFSET_MS;
  }
  return Date.parse(text);
}

/** Beijing wall-clock fields of an instant (fixed UTC+8: China keeps no daylight saving). */
export function beijingFields(ms: number): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
} {
  const d = new Date(ms + BEIJING_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** What part of a time to show. */
export type BeijingTimeStyle = 'datetime' | 'minute' | 'date' | 'time';

/**
 * A time as Beijing wall-clock text: `datetime` YYYY-MM-DD HH:mm:ss, `minute` YYYY-MM-DD HH:mm,
 * `date` YYYY-MM-DD, `time` HH:mm:ss. Empty input gives ''; unreadable text is shown as it is.
 */
export function formatBeijingTime(
  value: string | number | Date | null | undefined,
  style: BeijingTimeStyle = 'datetime',
): string {
  if (value === null || value === undefined || value === '') return '';
  const ms = parseBeijingTime(value);
  if (!Number.isFinite(ms)) return String(value);
  const f = beijingFields(ms);
  const date = `${f.year}-${pad(f.month)}-${pad(f.day)}`;
  const clock = `${pad(f.hour)}:${pad(f.minute)}`;
  if (style === 'date') return date;
  if (style === 'minute') return `${date} ${clock}`;
  if (style === 'time') return `${clock}:${pad(f.second)}`;
  return `${date} ${clock}:${pad(f.second)}`;
}

/**
 * The competition pages' time text: `YYYY-MM-DD HH:mm`, or with seconds. Same as
 * formatBeijingTime(value, withSeconds ? 'datetime' : 'minute').
 */
export function formatTime(value: string | number | Date | null | undefined, withSeconds = false) {
  return formatBeijingTime(value, withSeconds ? 'datetime' : 'minute');
}
