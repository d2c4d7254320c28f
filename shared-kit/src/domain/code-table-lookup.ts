/** A code table: code → Chinese label. */
export type CodeTable = Readonly<Record<string | number, string>>;

/**
 * Label of `code` in `table`; numbers and numeric strings find the same entry.
 * @returns the label, or undefined for an unknown or missing code.
 */
export function labelOf(
  table: CodeTable,
  code: string | number | null | undefined,
): string | undefined {
  if (code === null || code === undefined || code === '') return undefined;
  const key = String(code).trim();
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}
