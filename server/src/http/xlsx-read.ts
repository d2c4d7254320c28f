import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Readable } from 'node:stream';
import type { CellValue, Row } from 'exceljs';
import {
  checkWorkbookSize,
  partStream,
  SheetRefused,
  SHEET_TEXT,
  type ZipEntry,
} from './xlsx-parts';

export { checkWorkbookSize, SheetRefused, SHEET_TEXT, zipEntries } from './xlsx-parts';

/** Bounds of one spreadsheet upload (issue 35): checked before and while rows are read. */
export interface SheetLimits {
  /** Data rows (header excluded, empty rows not counted); one more is refused. */
  maxRows: number;
  /** Columns read from each row; cells to their right are ignored. Default 20. */
  maxColumns?: number;
  /** Characters kept of one cell. Default 5 000. */
  maxCellChars?: number;
  /** Bytes of every part of the workbook once unpacked. Default 32 MiB. */
  maxUnpackedBytes?: number;
}

/** Longest stretch of reading between two yields to the event loop, ms. */
const SLICE_MS = 10;
const DEFAULT_UNPACKED = 32 * 1024 * 1024;

/** Cell text of a value exceljs read (numbers, rich text, hyperlinks, formulas). */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((t) => t.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return String(value.result ?? '');
    if (value instanceof Date) return value.toISOString();
    if ('error' in value) return String(value.error);
    // A shared string the workbook does not hold: a broken file, never "[object Object]".
    throw new SheetRefused(SHEET_TEXT.NOT_XLSX, 'not-xlsx');
  }
  return String(value).trim();
}

/**
 * The parts of exceljs's stream reader this module drives itself. Its own `parse()` reads the zip
 * in one pass with unzipper, whose Parse stream says 'end' as soon as its input is written, not
 * when its last entry is out: now and then (3 reads in 400 on a busy machine) the parts after the
 * sheet — shared strings, workbook — never arrived, and every text cell came back as
 * `{ sharedString: n }` (exceljs issues 683 and 3064). Here each part is taken from the central
 * directory, the shared strings before the sheet, and exceljs only parses what it is given.
 */
interface ExcelPartsReader {
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(part: Readable, sheetNo: string): Generator<{ value: AsyncIterable<Row> }>;
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
}

const SHEET_PART = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** The rows of the workbook's first sheet (first in tab order), parsed as they unpack. */
async function* firstSheetRows(buffer: Buffer, entries: ZipEntry[]): AsyncGenerator<Row> {
  const part = (name: string) => entries.find((e) => e.name === name);
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader('', {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  }) as unknown as ExcelPartsReader;
  const rels = part('xl/_rels/workbook.xml.rels');
  const book = part('xl/workbook.xml');
  if (rels && book) {
    await reader._parseRels(partStream(buffer, rels));
    await reader._parseWorkbook(partStream(buffer, book));
  }
  const strings = part('xl/sharedStrings.xml');
  if (strings) for await (const _ of reader._parseSharedStrings(partStream(buffer, strings)));
  const firstId = reader.model?.sheets?.[0]?.rId;
  const target = reader.workbookRels?.find((r) => r.Id === firstId)?.Target ?? '';
  const sheets = entries
    .map((entry) => ({ entry, no: SHEET_PART.exec(entry.name)?.[1] }))
    .filter((s): s is { entry: ZipEntry; no: string } => s.no !== undefined)
    .sort((a, b) => Number(a.no) - Number(b.no));
  const wanted = `xl/${target.replace(/^\/?(xl\/)?/, '')}`;
  const sheet = sheets.find((s) => s.entry.name === wanted) ?? sheets[0];
  if (!sheet) throw new SheetRefused(SHEET_TEXT.NOT_XLSX, 'not-xlsx');
  for (const { value } of reader._parseWorksheet(partStream(buffer, sheet.entry), sheet.no))
    yield* value;
}

/**
 * The rows of the first sheet as text, header row excluded, empty rows dropped, read streaming:
 * the size is checked first, then rows are parsed as the sheet unpacks, a row at a time, and the
 * read stops at the first row past `maxRows`. Memory stays bounded by one row and the shared
 * strings, whatever the file holds (styles, validations and other sheets are never built).
 * @throws SheetRefused with the user's message.
 */
export async function readSheetRowsStreaming(
  buffer: Buffer,
  limits: SheetLimits,
): Promise<string[][]> {
  const maxColumns = limits.maxColumns ?? 20;
  const maxChars = limits.maxCellChars ?? 5000;
  const entries = await checkWorkbookSize(buffer, limits.maxUnpackedBytes ?? DEFAULT_UNPACKED);
  const rows: string[][] = [];
  let slice = performance.now();
  try {
    for await (const row of firstSheetRows(buffer, entries)) {
      // Unpacked chunks arrive faster than they are parsed: without a yield the whole sheet
      // would be read in one stretch of microtasks, holding every other request.
      if (performance.now() - slice > SLICE_MS) {
        await yieldToLoop();
        slice = performance.now();
      }
      if (row.number === 1) continue;
      const values: string[] = [];
      for (let c = 1; c <= maxColumns; c += 1)
        values.push(cellText(row.getCell(c).value).slice(0, maxChars));
      while (values.length > 0 && values[values.length - 1] === '') values.pop();
      if (values.length === 0) continue;
      if (rows.length >= limits.maxRows)
        throw new SheetRefused(SHEET_TEXT.tooManyRows(limits.maxRows), 'too-many-rows');
      rows.push(values);
    }
  } catch (error) {
    if (error instanceof SheetRefused) throw error;
    throw new SheetRefused(SHEET_TEXT.NOT_XLSX, 'not-xlsx');
  }
  return rows;
}
