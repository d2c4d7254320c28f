/** A TickQuotationInfo row as the detail page reads it (spec §3; the server's quoteRow). */
export interface ForexTick {
  symbol: string;
  shortName: string;
  tradingDate: string;
  /** HH:mm:ss of the snapshot, Asia/Shanghai. */
  time: string;
  last: number;
  high: number;
  low: number;
  preClose: number;
  changePct: number;
  tick: number;
  bidPrices: number[];
  askPrices: number[];
  bidVolumes: number[];
  askVolumes: number[];
}

const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const text = (v: unknown, max: number): string =>
  typeof v === 'string' && v.length <= max && !v.includes('\0') ? v : '';
const prices = (v: unknown): number[] =>
  Array.isArray(v) ? v.slice(0, 5).filter((p): p is number => num(p) && p > 0) : [];
const volumes = (v: unknown): number[] =>
  Array.isArray(v) ? v.slice(0, 5).map((x) => (num(x) && x >= 0 ? x : 0)) : [];

/** Reads a pushed row; null when it is not a usable quote (no finite positive last price). */
export function readTick(row: unknown): ForexTick | null {
  if (typeof row !== 'object' || row === null) return null;
  const r = row as Record<string, unknown>;
  if (!num(r.last) || r.last <= 0) return null;
  const or = (v: unknown) => (num(v) ? v : (r.last as number));
  return {
    symbol: text(r.symbol, 12),
    shortName: text(r.shortName, 40),
    tradingDate: text(r.tradingDate, 10),
    time: text(r.time, 8),
    last: r.last,
    high: or(r.high),
    low: or(r.low),
    preClose: or(r.preClose),
    changePct: num(r.changePct) ? r.changePct : 0,
    tick: num(r.tick) && r.tick > 0 ? r.tick : 0.00001,
    bidPrices: prices(r.bidPrices),
    askPrices: prices(r.askPrices),
    bidVolumes: volumes(r.bidVolumes),
    askVolumes: volumes(r.askVolumes),
  };
}

/** Display decimals of a pair (spec §5): 3 if the step is 1000, 2 if 100, otherwise 5. */
export function forexDecimals(tick: number): number {
  const step = Math.round(1 / tick);
  return step === 1000 ? 3 : step === 100 ? 2 : 5;
}

/** The pip of a pair: 0.01 for JPY-quoted pairs, else 0.0001. */
export const pipOf = (symbol: string): number => (symbol.endsWith('JPY') ? 0.01 : 0.0001);

/** Base and quote currency of a six-letter pair. */
export const currenciesOf = (symbol: string) => ({
  base: symbol.slice(0, 3),
  quote: symbol.slice(3, 6),
});

/** Epoch ms of a snapshot (its trading date and time are Asia/Shanghai, UTC+8); NaN if unreadable. */
export function tickEpoch(t: Pick<ForexTick, 'tradingDate' | 'time'>): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(t.tradingDate) || !/^\d{2}:\d{2}:\d{2}$/.test(t.time)) return NaN;
  return Date.parse(`${t.tradingDate}T${t.time}+08:00`);
}

const SHANGHAI_CLOCK = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** HH:mm:ss of an instant in Asia/Shanghai. */
export const shanghaiClock = (ms: number): string => SHANGHAI_CLOCK.format(ms);

/** A MinuteLine answer as chart points [epoch ms, close]; malformed rows are left out. */
export function readMinuteLine(rows: unknown): Array<[number, number]> {
  if (!Array.isArray(rows)) return [];
  const out: Array<[number, number]> = [];
  for (const r of rows.slice(0, 1_500)) {
    if (!Array.isArray(r) || typeof r[0] !== 'string' || typeof r[1] !== 'number') continue;
    const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/.exec(r[0]);
    if (!m || !Number.isFinite(r[1]) || r[1] <= 0) continue;
    out.push([Date.parse(`${m[1]}T${m[2]}:00+08:00`), r[1]]);
  }
  return out;
}
