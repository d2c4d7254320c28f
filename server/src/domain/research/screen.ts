import type { IndicatorId, IndicatorValues } from './indicators';

/** One screener condition: a range on an indicator, or the top (or bottom) N by it. */
export interface Condition {
  indexId: IndicatorId;
  min?: number | null;
  max?: number | null;
  /** Keep only the best N by this indicator (after the range conditions). */
  top?: number | null;
  /** desc: largest first (default); asc: smallest first. */
  order?: 'asc' | 'desc';
}

/** A stock as the screener sees it on a day. */
export interface ScreenRow {
  code: string;
  market: string;
  name: string;
  industry: string;
  plateIds: readonly number[];
  values: IndicatorValues;
}

/** What a screen asks: conditions, plates (any of them), sort and page. */
export interface ScreenQuery {
  conditions: readonly Condition[];
  plateIds?: readonly number[];
  sortBy?: IndicatorId;
  sortOrder?: 'asc' | 'desc';
  pageIndex?: number;
  pageSize?: number;
}

const inRange = (v: number | null, c: Condition) =>
  v !== null &&
  (c.min === undefined || c.min === null || v >= c.min) &&
  (c.max === undefined || c.max === null || v <= c.max);

/** Orders rows by an indicator; rows without a value go last whatever the direction. */
export function byIndicator(id: IndicatorId, order: 'asc' | 'desc') {
  return (a: ScreenRow, b: ScreenRow): number => {
    const x = a.values[id];
    const y = b.values[id];
    if (x === null || y === null) return (x === null ? 1 : 0) - (y === null ? 1 : 0);
    return order === 'asc' ? x - y : y - x;
  };
}

/**
 * Applies a screen: the plate filter, every range condition (a stock without the value fails
 * it), then each top-N condition in turn on what is left. The result is sorted (by default on
 * the first condition's indicator) and is the whole list; `pageOf` cuts a page.
 */
export function screen(rows: readonly ScreenRow[], q: ScreenQuery): ScreenRow[] {
  const plates = q.plateIds?.length ? new Set(q.plateIds) : null;
  let out = rows.filter(
    (r) =>
      (!plates || r.plateIds.some((p) => plates.has(p))) &&
      q.conditions.every((c) => inRange(r.values[c.indexId], c)),
  );
  for (const c of q.conditions) {
    if (!c.top || c.top <= 0) continue;
    out = [...out].sort(byIndicator(c.indexId, c.order ?? 'desc')).slice(0, c.top);
  }
  const sortBy = q.sortBy ?? q.conditions[0]?.indexId;
  if (sortBy) out = [...out].sort(byIndicator(sortBy, q.sortOrder ?? 'asc'));
  else out = [...out].sort((a, b) => a.code.localeCompare(b.code));
  return out;
}

/** One page of a list (pageIndex from 1). */
export function pageOf<T>(list: readonly T[], pageIndex = 1, pageSize = 20): T[] {
  const start = (Math.max(1, pageIndex) - 1) * pageSize;
  return list.slice(start, start + pageSize);
}

/** Min and max of each indicator over the rows (GetIndexRange); null when no row has it. */
export function indicatorRanges(
  rows: readonly ScreenRow[],
  ids: readonly IndicatorId[],
): Array<{ indexId: IndicatorId; min: number | null; max: number | null }> {
  return ids.map((id) => {
    let min = Infinity;
    let max = -Infinity;
    for (const r of rows) {
      const v = r.values[id];
      if (v === null) continue;
      if (v < min) min = v;
      if (v > max) max = v;
    }
    return Number.isFinite(min) ? { indexId: id, min, max } : { indexId: id, min: null, max: null };
  });
}
