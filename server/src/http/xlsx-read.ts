import { Readable } from 'node:stream';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import type { CellValue } from 'exceljs';

const inflate = promisify(inflateRaw);

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

/** Why an upload was refused, with the message for the user. */
export class SheetRefused extends Error {
  constructor(
    message: string,
    readonly reason: 'not-xlsx' | 'too-large' | 'too-many-rows',
  ) {
    super(message);
    this.name = 'SheetRefused';
  }
}

export const SHEET_TEXT = {
  NOT_XLSX: '文件格式不正确，请使用下载的模板',
  TOO_LARGE: '文件内容过大，请拆分后再导入',
  tooManyRows: (max: number) => `单次最多导入${max}条`,
} as const;

const MAX_ENTRIES = 1000;
/** Longest stretch of reading between two yields to the event loop, ms. */
const SLICE_MS = 10;
const DEFAULT_UNPACKED = 32 * 1024 * 1024;

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The central directory of a zip file; undefined when the buffer is not one (or is Zip64). */
export function zipEntries(buf: Buffer): ZipEntry[] | undefined {
  const floor = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= floor; i -= 1) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || at === 0xffffffff || count > MAX_ENTRIES) return undefined;
  const out: ZipEntry[] = [];
  for (let k = 0; k < count; k += 1) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) return undefined;
    const nameLen = buf.readUInt16LE(at + 28);
    const skip = nameLen + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    out.push({
      name: buf.toString('utf8', at + 46, at + 46 + nameLen),
      method: buf.readUInt16LE(at + 10),
      compressedSize: buf.readUInt32LE(at + 20),
      size: buf.readUInt32LE(at + 24),
      localOffset: buf.readUInt32LE(at + 42),
    });
    at += 46 + skip;
  }
  return out;
}

/**
 * Checks the workbook's size before a row is read: a zip whose parts, as declared and as really
 * unpacked (in zlib's thread pool, capped: a zip bomb stops at the cap), stay within the budget.
 */
export async function checkWorkbookSize(buf: Buffer, maxUnpacked: number): Promise<void> {
  const entries = zipEntries(buf);
  if (!entries?.some((e) => /^xl\/worksheets\/sheet\d+\.xml$/.test(e.name)))
    throw new SheetRefused(SHEET_TEXT.NOT_XLSX, 'not-xlsx');
  const declared = entries.reduce((sum, e) => sum + e.size, 0);
  if (declared > maxUnpacked) throw new SheetRefused(SHEET_TEXT.TOO_LARGE, 'too-large');
  let budget = maxUnpacked;
  for (const e of entries) {
    const at = e.localOffset;
    if (at + 30 > buf.length || buf.readUInt32LE(at) !== 0x04034b50)
      throw new SheetRefused(SHEET_TEXT.NOT_XLSX, 'not-xlsx');
    const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
    const data = buf.subarray(start, start + e.compressedSize);
    if (e.method === 0) {
      budget -= data.length;
    } else if (e.method === 8) {
      const out = await inflate(data, { maxOutputLength: Math.max(1, budget + 1) }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError)
            throw new SheetRefused(SHEET_TEXT.TOO_LARGE, 'too-large');
          throw new SheetRefused(SHEET_TEXT.NOT_XLSX, 'not-xlsx');
        },
      );
      budget -= out.length;
    } else {
      throw new SheetRefused(SHEET_TEXT.NOT_XLSX, 'not-xlsx');
    }
    if (budget < 0) throw new SheetRefused(SHEET_TEXT.TOO_LARGE, 'too-large');
  }
}

/** Cell text of a value exceljs read (numbers, rich text, hyperlinks, formulas). */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((t) => t.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return String(value.result ?? '');
    if (value instanceof Date) return value.toISOString();
  }
  return String(value).trim();
}

/**
 * The rows of the first sheet as text, header row excluded, empty rows dropped, read streaming:
 * the size is checked first, then rows are parsed as the zip unpacks, a row at a time, and the
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
  await checkWorkbookSize(buffer, limits.maxUnpackedBytes ?? DEFAULT_UNPACKED);
  const { default: ExcelJS } = await import('exceljs');
  const input = Readable.from([buffer]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  // exceljs reads the sheet's name from xl/workbook.xml and crashes on a sheet that comes before
  // it in the zip. Zip order is the writer's choice (exceljs itself writes parts in whatever order
  // they finish), so a valid file was refused about one time in several; the name is never used.
  const model = reader as unknown as { model?: { sheets?: unknown[] } };
  model.model ??= { sheets: [] };
  const rows: string[][] = [];
  let slice = performance.now();
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
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
      break; // the first sheet only
    }
  } catch (error) {
    if (error instanceof SheetRefused) throw error;
    throw new SheetRefused(SHEET_TEXT.NOT_XLSX, 'not-xlsx');
  } finally {
    input.destroy();
  }
  return rows;
}
