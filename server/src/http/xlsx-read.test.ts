import { buildWorkbook, readSheetRows } from './xlsx';
import { checkWorkbookSize, readSheetRowsStreaming, SHEET_TEXT, zipEntries } from './xlsx-read';

// Building the test workbooks takes a few seconds on a busy shared machine.
jest.setTimeout(60_000);

const sheet = (rows: (string | number | null)[][]) =>
  buildWorkbook('数据', ['用户名', '真实姓名', '密码'], rows);

/** The workbook zipped again: some parts first or last, some dropped or edited. */
async function rezip(
  file: Buffer,
  how: {
    first?: string[];
    last?: string[];
    drop?: string[];
    edit?: Record<string, (xml: string) => string>;
  },
): Promise<Buffer> {
  const JSZip = (await import('jszip')).default;
  const source = await JSZip.loadAsync(file);
  const { first = [], last = [], drop = [], edit = {} } = how;
  const names = Object.keys(source.files).filter((n) => !source.files[n]?.dir);
  const middle = names.filter((n) => !first.includes(n) && !last.includes(n));
  const out = new JSZip();
  for (const name of [...first, ...middle, ...last].filter((n) => !drop.includes(n))) {
    const change = edit[name];
    const part = source.file(name)!;
    out.file(name, change ? change(await part.async('string')) : await part.async('nodebuffer'));
  }
  return out.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** Issue 35, item 1: spreadsheets are read streaming, sizes and rows checked as they come. */
describe('streaming spreadsheet reads with limits', () => {
  it('reads the rows of the first sheet as text, header and empty rows left out', async () => {
    const file = await sheet([
      ['stud0001', '学生一', 123456],
      ['', '', ''],
      ['stud0002', '学生二'],
    ]);
    expect(await readSheetRowsStreaming(file, { maxRows: 10 })).toEqual([
      ['stud0001', '学生一', '123456'],
      ['stud0002', '学生二'],
    ]);
    expect(await readSheetRows(file)).toEqual(await readSheetRowsStreaming(file, { maxRows: 10 }));
  });

  it('refuses a file past the row limit', async () => {
    const file = await sheet(Array.from({ length: 31 }, (_, i) => [`stud${i}`, '学生', '']));
    await expect(readSheetRowsStreaming(file, { maxRows: 30 })).rejects.toThrow(
      SHEET_TEXT.tooManyRows(30),
    );
    expect(await readSheetRowsStreaming(file, { maxRows: 31 })).toHaveLength(31);
  });

  it('refuses a small upload that unpacks past the size budget before reading any row', async () => {
    // 400 cells of 20 000 repeated characters: a few KiB packed, 8 MB unpacked.
    const file = await sheet(
      Array.from({ length: 400 }, (_, i) => [`s${i}`, `${i}${'x'.repeat(20_000)}`]),
    );
    expect(file.length).toBeLessThan(200_000);
    const unpacked = (zipEntries(file) ?? []).reduce((sum, e) => sum + e.size, 0);
    expect(unpacked).toBeGreaterThan(4_000_000);
    await expect(checkWorkbookSize(file, 1_000_000)).rejects.toThrow(SHEET_TEXT.TOO_LARGE);
    await expect(
      readSheetRowsStreaming(file, { maxRows: 5000, maxUnpackedBytes: 1_000_000 }),
    ).rejects.toThrow(SHEET_TEXT.TOO_LARGE);
  });

  it('catches a zip that declares less than it unpacks to', async () => {
    const file = await sheet(
      Array.from({ length: 200 }, (_, i) => [`s${i}`, `${i}${'y'.repeat(20_000)}`]),
    );
    const lying = Buffer.from(file);
    // Rewrite every declared size in the central directory to 1 byte.
    for (let at = 0; at + 46 < lying.length; at += 1)
      if (lying.readUInt32LE(at) === 0x02014b50) lying.writeUInt32LE(1, at + 24);
    const declared = (zipEntries(lying) ?? []).reduce((sum, e) => sum + e.size, 0);
    expect(declared).toBeLessThan(100);
    await expect(checkWorkbookSize(lying, 1_000_000)).rejects.toThrow(SHEET_TEXT.TOO_LARGE);
  });

  it('keeps to the column and cell-length bounds', async () => {
    const wide = Array.from({ length: 40 }, (_, i) => `c${i}`);
    const file = await buildWorkbook('宽表', wide, [wide, ['z'.repeat(9000)]]);
    const rows = await readSheetRowsStreaming(file, { maxRows: 10 });
    expect(rows[0]).toHaveLength(20);
    expect(rows[1]?.[0]).toHaveLength(5000);
  });

  it('reads the sheet whatever order its parts come in the zip', async () => {
    // exceljs writes parts in the order they finish; a one-pass reader lost the parts after the
    // sheet now and then (every text cell then read as a shared-string index, or a crash).
    const source = await sheet([['stud0001', '学生一']]);
    const orders = [
      ['xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/worksheets/sheet1.xml'],
      ['xl/worksheets/sheet1.xml', 'xl/sharedStrings.xml', 'xl/workbook.xml'],
      ['xl/worksheets/sheet1.xml', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels'],
      ['xl/workbook.xml', 'xl/worksheets/sheet1.xml', 'xl/sharedStrings.xml'],
    ];
    for (const [i, first] of orders.entries()) {
      const file = await rezip(source, { first, last: i === 0 ? ['xl/workbook.xml'] : [] });
      const order = (zipEntries(file) ?? []).map((e) => e.name);
      expect(order.filter((n) => first.includes(n))).toEqual(first);
      expect(await readSheetRowsStreaming(file, { maxRows: 10 })).toEqual([['stud0001', '学生一']]);
    }
  });

  it('reads the first sheet in tab order, not the first part in the zip', async () => {
    const ExcelJS = await import('exceljs');
    const book = new ExcelJS.Workbook();
    book.addWorksheet('旧表').addRows([['表头'], ['旧表的行']]);
    book.addWorksheet('新表').addRows([['表头'], ['新表的行']]);
    const two = Buffer.from(await book.xlsx.writeBuffer());
    expect(await readSheetRowsStreaming(two, { maxRows: 10 })).toEqual([['旧表的行']]);
    // The user drags 新表 (sheet2.xml) before 旧表: workbook.xml lists it first.
    const swapped = await rezip(two, {
      edit: {
        'xl/workbook.xml': (xml) =>
          xml.replace(/(<sheet [^>]*name="旧表"[^>]*\/>)(<sheet [^>]*name="新表"[^>]*\/>)/, '$2$1'),
      },
    });
    expect(await readSheetRowsStreaming(swapped, { maxRows: 10 })).toEqual([['新表的行']]);
  });

  it('refuses a sheet whose shared strings are missing instead of reading them as objects', async () => {
    const file = await rezip(await sheet([['stud0001', '学生一']]), {
      drop: ['xl/sharedStrings.xml'],
    });
    await expect(readSheetRowsStreaming(file, { maxRows: 10 })).rejects.toThrow(
      SHEET_TEXT.NOT_XLSX,
    );
  });

  it('refuses what is not a workbook', async () => {
    for (const junk of [Buffer.from('not excel'), Buffer.alloc(0), Buffer.alloc(100_000, 7)])
      await expect(readSheetRowsStreaming(junk, { maxRows: 10 })).rejects.toThrow(
        SHEET_TEXT.NOT_XLSX,
      );
  });

  it('reads a 5 000-row file without holding the event loop', async () => {
    const file = await sheet(
      Array.from({ length: 5000 }, (_, i) => [`student${i}`, `学生${i}`, 'Aa123456']),
    );
    // Other work (a /health answer) gets a turn while the file is read: count the turns of a
    // loop that only re-queues itself (a shared machine's own delays make timing figures noisy).
    let turns = 0;
    let reading = true;
    const spin = (): void => {
      turns += 1;
      if (reading) setImmediate(spin);
    };
    setImmediate(spin);
    const started = performance.now();
    const rows = await readSheetRowsStreaming(file, { maxRows: 5000 });
    const ms = performance.now() - started;
    reading = false;
    expect(rows).toHaveLength(5000);
    // At least one turn per 10 ms slice of reading (and more than a handful in any case).
    expect(turns).toBeGreaterThanOrEqual(Math.min(20, Math.floor(ms / 50)));
  });
});
