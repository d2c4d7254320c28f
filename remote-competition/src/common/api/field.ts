/** A row as list calls answer it: field names vary in case between calls. */
export type Row = Record<string, unknown>;

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The first present value among `names`, each also tried in lowerCamel and UpperCamel case. */
export function field(row: Row | undefined, ...names: string[]): unknown {
  if (!row) return undefined;
  for (const n of names) {
    for (const k of [n, lowerFirst(n), upperFirst(n)]) {
      if (row[k] !== undefined && row[k] !== null) return row[k];
    }
  }
  return undefined;
}

/** `field` as a number (NaN when absent). */
export function num(row: Row | undefined, ...names: string[]): number {
  const v = field(row, ...names);
  return v === undefined ? NaN : Number(v);
}

/** `field` as text ('' when absent). */
export function str(row: Row | undefined, ...names: string[]): string {
  const v = field(row, ...names);
  return v === undefined ? '' : String(v);
}
