/** A row whose names come in more than one spelling (the quote pushes lowercase some). */
export type Row = Record<string, unknown>;

/**
 * The first of `names` present in the row, as a number (NaN when none). The names are the row
 * type's: a server answer's row is its generated type, so a renamed field fails the type-check.
 */
export function num<R extends object>(row: R, ...names: (keyof R & string)[]): number {
  for (const n of names) {
    const v = (row as Row)[n];
    if (v !== undefined && v !== null && v !== '') return Number(v);
  }
  return NaN;
}

/** The first of `names` present in the row, as text ('' when none); names as for `num`. */
export function text<R extends object>(row: R, ...names: (keyof R & string)[]): string {
  for (const n of names) {
    const v = (row as Row)[n];
    if (v !== undefined && v !== null) return String(v);
  }
  return '';
}
