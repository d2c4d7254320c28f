import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { createInflateRaw, inflateRaw } from 'node:zlib';

const inflate = promisify(inflateRaw);

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

export interface ZipEntry {
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
 * @returns the zip's parts, for reading them.
 */
export async function checkWorkbookSize(buf: Buffer, maxUnpacked: number): Promise<ZipEntry[]> {
  const entries = zipEntries(buf);
  if (!entries?.some((e) => /^xl\/worksheets\/sheet\d+\.xml$/.test(e.name)))
    throw new SheetRefused(SHEET_TEXT.NOT_XLSX, 'not-xlsx');
  const declared = entries.reduce((sum, e) => sum + e.size, 0);
  if (declared > maxUnpacked) throw new SheetRefused(SHEET_TEXT.TOO_LARGE, 'too-large');
  let budget = maxUnpacked;
  for (const e of entries) {
    const data = packedData(buf, e);
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
  return entries;
}

/** The packed bytes of one part, found through its local header. */
function packedData(buf: Buffer, e: ZipEntry): Buffer {
  const at = e.localOffset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== 0x04034b50)
    throw new SheetRefused(SHEET_TEXT.NOT_XLSX, 'not-xlsx');
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  return buf.subarray(start, start + e.compressedSize);
}

/**
 * One part of the workbook, unpacked as it is read (a chunk at a time, so a large sheet is never
 * held unpacked). The parts are found through the central directory — in any order, each one
 * whole — never by a single pass over the zip (see readSheetRowsStreaming).
 */
export function partStream(buf: Buffer, e: ZipEntry): Readable {
  const data = packedData(buf, e);
  if (e.method === 0) return Readable.from([data]);
  const inflater = createInflateRaw();
  inflater.end(data);
  return inflater;
}
