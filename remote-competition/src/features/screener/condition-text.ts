import type { Condition, IndicatorDef, IndicatorGroup } from './api/stockpick-types';

/** Indicator definitions by id, from the grouped list. */
export function indicatorIndex(
  groups: readonly IndicatorGroup[] | undefined,
): Map<string, IndicatorDef> {
  return new Map((groups ?? []).flatMap((g) => g.list.map((d) => [d.indexId, d] as const)));
}

const num = (v: number) => String(Number(v.toFixed(4)));

/** A condition in words: 市盈率(TTM) ≤ 15倍, 净资产收益率 ≥ 10%, 20日涨跌幅 前10名. */
export function conditionText(c: Condition, defs: Map<string, IndicatorDef>): string {
  const d = defs.get(c.indexId);
  const name = d?.indexName ?? c.indexId;
  const unit = d?.unit ?? '';
  const parts: string[] = [];
  const hasMin = c.min !== undefined && c.min !== null;
  const hasMax = c.max !== undefined && c.max !== null;
  if (hasMin && hasMax)
    parts.push(`${name} ${num(c.min as number)}～${num(c.max as number)}${unit}`);
  else if (hasMin) parts.push(`${name} ≥ ${num(c.min as number)}${unit}`);
  else if (hasMax) parts.push(`${name} ≤ ${num(c.max as number)}${unit}`);
  if (c.top)
    parts.push(`${hasMin || hasMax ? '' : name + ' '}${c.order === 'asc' ? '后' : '前'}${c.top}名`);
  return parts.join('，') || `${name} 不限`;
}

/** Conditions as the request sends them: empty bounds dropped, only complete rows. */
export function cleanConditions(rows: readonly Partial<Condition>[]): Condition[] {
  const out: Condition[] = [];
  for (const r of rows) {
    if (!r.indexId) continue;
    const c: Condition = { indexId: r.indexId };
    if (typeof r.min === 'number' && Number.isFinite(r.min)) c.min = r.min;
    if (typeof r.max === 'number' && Number.isFinite(r.max)) c.max = r.max;
    if (typeof r.top === 'number' && r.top > 0) {
      c.top = Math.floor(r.top);
      c.order = r.order ?? 'desc';
    }
    out.push(c);
  }
  return out;
}
