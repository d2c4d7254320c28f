import { TEST_DB_KINDS } from '../../db/test-db';
import type { RecordedPush } from '../../http/hub-push';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';
import { importJobsOf } from '../../http/import-jobs';
import { buildWorkbook, readSheetRows } from '../../http/xlsx';
import { STUDENT_TEMPLATE_HEADERS, type ImportProgress } from './user-import';

// Each file starts its own databases; on a busy shared machine that takes more than 5 s.
jest.setTimeout(60_000);

/** A multipart body with one file field and one text field. */
function multipartBody(file: Buffer, className: string): { body: Buffer; type: string } {
  const boundary = 'portalTestBoundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="className"\r\n\r\n${className}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="students.xlsx"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, file, tail]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

describe.each(TEST_DB_KINDS)('user Excel files on %s', (kind) => {
  let s: TestServer;
  let teacher: { authorization: string };
  beforeAll(async () => {
    s = await startTestServer(kind);
    await addUser(s.ctx, { userName: 'teachxl1', role: 'teacher' });
    await addUser(s.ctx, { userName: 'exists01' });
    teacher = await signIn(s.app, 'teachxl1');
  }, 60_000);
  afterAll(() => s.close());

  it('serves the student template with its columns', async () => {
    const res = await s.app.inject({
      url: '/VERace/User/OutPutRegisterStudentTemplate',
      headers: teacher,
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('学生导入模板.xlsx'));
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const header = (book.worksheets[0]?.getRow(1).values as string[]).slice(1);
    expect(header).toEqual(STUDENT_TEMPLATE_HEADERS);
  });

  it('imports a filled template, pushes progress and offers the failed rows', async () => {
    const file = await buildWorkbook('用户', STUDENT_TEMPLATE_HEADERS, [
      ['import01', '导入一', 'Abc12345', '13500000001', '金融', 'SUFE', '', '上海'],
      ['exists01', '重名者', '', '', '', '', '', ''],
      ['import02', '导入二', '', '', '', '', '', ''],
      ['import03', '省份错', '', '', '', '', '', '火星'],
    ]);
    const { body, type } = multipartBody(file, '导入班');
    const res = await s.app.inject({
      method: 'POST',
      url: '/VERace/User/ImportUserByExcel',
      headers: { ...teacher, 'content-type': type },
      payload: body,
    });
    expect(res.json()).toMatchObject({ isOK: true, data: { total: 4, classname: '导入班' } });
    const done = await s.hub.waitFor(
      (p: RecordedPush) => p.target === 'ImportProgress' && (p.payload as ImportProgress).complete,
    );
    const url = (done.payload as ImportProgress).downloadurl;
    expect(url).toMatch(/^\/VERace\/User\/DownLoadTxt\?fileId=/);
    const errors = await s.app.inject({ url, headers: teacher });
    // With the failed rows' reasons beside it, so a wrong count says why.
    expect({ progress: done.payload, failed: errors.body }).toMatchObject({
      progress: { total: 4, successnum: 2, progress: 100, classname: '导入班' },
    });
    expect(errors.headers['content-disposition']).toContain(encodeURIComponent('导入失败记录-'));
    expect(errors.body).toContain('exists01');
    expect(errors.body).toContain('此用户名帐户已存在，请换一个试试');
    expect(errors.body).toContain('请选择正确的省份');
    const [imported] = await s.ctx.db.query(
      "SELECT province FROM users WHERE user_name = 'import01'",
    );
    expect(imported?.province).toBe('上海');
    const other = await signIn(s.app, 'import01', 'Abc12345');
    expect((await s.app.inject({ url, headers: other })).statusCode).toBe(404);
  });

  it('runs imports one at a time off the request path: the second waits, told so at once', async () => {
    const rowsOf = (prefix: string, n: number) =>
      Array.from({ length: n }, (_, i) => [`${prefix}${String(i).padStart(3, '0')}`, '排队生']);
    const post = async (file: Buffer, className: string) => {
      const { body, type } = multipartBody(file, className);
      return s.app.inject({
        method: 'POST',
        url: '/VERace/User/ImportUserByExcel',
        headers: { ...teacher, 'content-type': type },
        payload: body,
      });
    };
    const from = s.hub.sent.length;
    // Another import holds the queue until both requests are answered: on a loaded machine the
    // first import could otherwise end before the second file is read, and nobody would wait.
    let release = () => undefined as void;
    const held = new Promise<void>((r) => (release = r));
    importJobsOf(s.ctx).submit(
      () => held,
      () => undefined,
    );
    const [first, second] = await Promise.all([
      post(await buildWorkbook('用户', STUDENT_TEMPLATE_HEADERS, rowsOf('queuea', 45)), '甲班'),
      post(await buildWorkbook('用户', STUDENT_TEMPLATE_HEADERS, rowsOf('queueb', 25)), '乙班'),
    ]);
    release();
    const answers = [first.json(), second.json()];
    expect(answers.map((a) => a.data.total).sort()).toEqual([25, 45]);
    expect(answers.map((a) => a.data.queued).sort()).toEqual([1, 2]);
    const waiting = answers.find((a) => a.data.queued === 2).data.classname as string;
    const running = waiting === '甲班' ? '乙班' : '甲班';
    const of = (cls: string) => (p: RecordedPush) =>
      p.target === 'ImportProgress' && (p.payload as ImportProgress).classname === cls;
    const doneOf = (cls: string) => (p: RecordedPush) =>
      of(cls)(p) && (p.payload as ImportProgress).complete;
    await s.hub.waitFor(doneOf(waiting));
    const pushes = s.hub.sent.slice(from);
    // The waiting import said so at once (progress 0), and made no progress before the other ended.
    const firstOfWaiting = pushes.find(of(waiting))?.payload as ImportProgress;
    expect(firstOfWaiting).toMatchObject({ complete: false, progress: 0, successnum: 0 });
    const runningDone = pushes.findIndex(doneOf(running));
    const waitingMoved = pushes.findIndex(
      (p) => of(waiting)(p) && (p.payload as ImportProgress).progress > 0,
    );
    expect(runningDone).toBeGreaterThanOrEqual(0);
    expect(waitingMoved).toBeGreaterThan(runningDone);
    const [count] = await s.ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE user_name LIKE 'queue%'",
    );
    expect(count?.n).toBe(70);
  });

  it('refuses an upload that unpacks past the size budget, before reading a row', async () => {
    // Distinct long cells: a few hundred KiB packed, over 32 MiB unpacked.
    const rows = Array.from({ length: 1700 }, (_, i) => [`bomb${i}`, `${i}${'炸'.repeat(7000)}`]);
    const file = await buildWorkbook('用户', STUDENT_TEMPLATE_HEADERS, rows);
    expect(file.length).toBeLessThan(5 * 1024 * 1024);
    const { body, type } = multipartBody(file, '');
    const res = await s.app.inject({
      method: 'POST',
      url: '/VERace/User/ImportUserByExcel',
      headers: { ...teacher, 'content-type': type },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('文件内容过大，请拆分后再导入');
    const [count] = await s.ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE user_name LIKE 'bomb%'",
    );
    expect(count?.n).toBe(0);
  });

  it('refuses a file that is not a workbook and changes nothing', async () => {
    const { body, type } = multipartBody(Buffer.from('not excel'), '');
    const res = await s.app.inject({
      method: 'POST',
      url: '/VERace/User/ImportUserByExcel',
      headers: { ...teacher, 'content-type': type },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('文件格式不正确，请使用下载的模板');
  });

  it('exports the user list the caller may see', async () => {
    const res = await s.app.inject({
      url: '/VERace/User/OutPutUserList',
      query: { token: teacher.authorization.slice(7) },
    });
    expect(res.statusCode).toBe(200);
    const rows = await readSheetRows(res.rawPayload);
    const names = rows.map((r) => r[1]);
    expect(names).toEqual(expect.arrayContaining(['exists01', 'import01', 'import02']));
    expect(names).not.toContain('teachxl1');
  });
});
