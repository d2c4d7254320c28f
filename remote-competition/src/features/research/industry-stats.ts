import type { StockRow } from '../screener/api/stockpick-types';

/** Figures of a group of stocks (an industry or the whole market). */
export interface GroupStats {
  name: string;
  count: number;
  up: number;
  down: number;
  /** Mean change of the day, percent. */
  changePct: number | null;
  pe: number | null;
  pb: number | null;
  roe: number | null;
  dividendYield: number | null;
  /** Sum of market values, 亿元. */
  marketValue: number;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Median of the defined values (null when none). */
export function median(values: readonly (number | null)[]): number | null {
  const xs = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (!xs.length) return null;
  const m = Math.floor(xs.length / 2);
  return xs.length % 2 ? (xs[m] as number) : ((xs[m - 1] as number) + (xs[m] as number)) / 2;
}

/** Medians of valuation and profitability, breadth and size of a group of stocks. */
export function groupStats(name: string, rows: readonly StockRow[]): GroupStats {
  const changes = rows.map((r) => num(r.changePct));
  const defined = changes.filter((v): v is number => v !== null);
  return {
    name,
    count: rows.length,
    up: defined.filter((v) => v > 0).length,
    down: defined.filter((v) => v < 0).length,
    changePct: defined.length ? defined.reduce((s, v) => s + v, 0) / defined.length : null,
    pe: median(rows.map((r) => num(r.pe))),
    pb: median(rows.map((r) => num(r.pb))),
    roe: median(rows.map((r) => num(r.roe))),
    dividendYield: median(rows.map((r) => num(r.dividendYield))),
    marketValue: rows.reduce((s, r) => s + (num(r.marketValue) ?? 0), 0),
  };
}

/** One row per industry, largest market value first. */
export function industryStats(rows: readonly StockRow[]): GroupStats[] {
  const by = new Map<string, StockRow[]>();
  for (const r of rows) by.set(r.industry, [...(by.get(r.industry) ?? []), r]);
  return [...by]
    .map(([name, list]) => groupStats(name, list))
    .sort((a, b) => b.marketValue - a.marketValue);
}
