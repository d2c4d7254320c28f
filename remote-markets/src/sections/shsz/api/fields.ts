/** A server row, read field by field (the gateway spells some names in more than one case). */
export type Row = Record<string, unknown>;

/** The first of `names` present in the row, as a number (NaN when none). */
export function num(row: Row, ...names: string[]): number {
  for (const n of names) {
    const v = row[n];
    if (v !== undefined && v !== null && v !== '') return Number(v);
  }
  return NaN;
}

/** The first of `names` present in the row, as text ('' when none). */
export function text(row: Row, ...names: string[]): string {
  for (const n of names) {
    const v = row[n];
    if (v !== undefined && v !== null) return String(v);
  }
  return '';
}

/** The list inside a paged answer (`list`, `rows`, `items`, or the answer itself). */
export function listOf(data: unknown): Row[] {
  if (Array.isArray(data)) return data as Row[];
  const d = (data ?? {}) as Row;
  const inner = d.list ?? d.rows ?? d.items ?? d.data;
  return Array.isArray(inner) ? (inner as Row[]) : [];
}
