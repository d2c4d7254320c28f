import type { Workbook } from 'exceljs';
import type { FastifyReply } from 'fastify';
import { REPLIED } from './endpoint';
import { readSheetRowsStreaming } from './xlsx-read';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A new exceljs workbook. exceljs is loaded on the first workbook, not when the server starts:
 * requiring it takes 0.6–2 s, which every server process (and every server test file) paid
 * whether or not it ever read or wrote a spreadsheet.
 */
export async function newWorkbook(): Promise<Workbook> {
  const { default: ExcelJS } = await import('exceljs');
  return new ExcelJS.Workbook();
}

/** One sheet with a bold header row, as a .xlsx buffer. */
export async function buildWorkbook(
  sheetName: string,
  headers: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...headers]).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  sheet.columns.forEach((c) => (c.width = 18));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The rows of the first sheet as text, header row excluded, empty rows dropped: the streaming
 * reader with room for any export this server writes (imports pass their own, tight limits).
 * @throws when the buffer is not an .xlsx workbook.
 */
export function readSheetRows(buffer: Buffer): Promise<string[][]> {
  return readSheetRowsStreaming(buffer, {
    maxRows: 1_000_000,
    maxColumns: 100,
    maxCellChars: 100_000,
    maxUnpackedBytes: 512 * 1024 * 1024,
  });
}

/** Content-Disposition for a Chinese file name (RFC 6266 / 5987). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends a file download; handlers return the result (REPLIED) to skip the envelope. */
export async function sendFile(
  reply: FastifyReply,
  fileName: string,
  contentType: string,
  body: Buffer,
): Promise<typeof REPLIED> {
  await reply
    .header('content-type', contentType)
    .header('content-disposition', attachment(fileName))
    .header('cache-control', 'no-store')
    .send(body);
  return REPLIED;
}

/** yyyyMMdd-HHmmss in Beijing time, for file names "named with the date" (spec §8). */
export function fileStamp(d: Date): string {
  const bj = new Date(d.getTime() + 8 * 3_600_000).toISOString();
  return `${bj.slice(0, 10).replace(/-/g, '')}-${bj.slice(11, 19).replace(/:/g, '')}`;
}
