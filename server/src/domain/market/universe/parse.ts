/** A data line split into fields, with the `# header` that precedes it. */
export interface DataRow {
  group: string;
  fields: string[];
}

/** Splits a `# group` / whitespace-separated table into rows. */
export function parseTable(text: string): DataRow[] {
  const rows: DataRow[] = [];
  let group = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('#')) {
      group = line.slice(1).trim();
      continue;
    }
    rows.push({ group, fields: line.split(/\s+/) });
  }
  return rows;
}

/** Field by position; the tables are written by hand, so a missing field is a data bug. */
export function field(row: DataRow, i: number): string {
  const v = row.fields[i];
  if (v === undefined) throw new Error(`行情基础数据缺少字段 ${i}: ${row.fields.join(' ')}`);
  return v;
}
