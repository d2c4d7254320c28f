import { DEFAULT_TEST_DB } from '../../db/test-db';
import type { RecordedPush } from '../../http/hub-push';
import { QUESTION_TEMPLATE_HEADERS } from '../../domain/training/exams';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';
import { buildWorkbook } from '../../http/xlsx';
import type { ImportProgress } from '../users';

jest.setTimeout(60_000);

const multipart = (file: Buffer) => {
  const boundary = 'questionBoundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="q.xlsx"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return {
    body: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
};

describe('question import from the .xlsx template (PGlite)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(DEFAULT_TEST_DB);
    await addUser(s.ctx, { userName: 'qteach', role: 'teacher' });
    await addUser(s.ctx, { userName: 'qstu' });
  });
  afterAll(() => s.close());

  it('adds the good rows, pushes progress and offers the refused ones; students are refused', async () => {
    const teacher = await signIn(s.app, 'qteach');
    const student = await signIn(s.app, 'qstu');
    const template = await s.app.inject({
      url: '/VETrain/Question/OutPutQuestionTemplate',
      headers: teacher,
    });
    expect(template.statusCode).toBe(200);
    const file = await buildWorkbook('试题', QUESTION_TEMPLATE_HEADERS, [
      ['单选题', '', '简单', 'T+1 是？', '当日可卖', '次日可卖', '', '', '', '', 'B', '解析'],
      ['判断题', '', '', '印花税单边征收。', '', '', '', '', '', '', '对', ''],
      ['单选题', '不存在的科目', '', '题', '甲', '乙', '', '', '', '', 'A', ''],
      ['问答题', '', '', '题', '', '', '', '', '', '', 'A', ''],
    ]);
    const { body, type } = multipart(file);
    const refused = await s.app.inject({
      method: 'POST',
      url: '/VETrain/Question/ImportQuestionByExcel',
      headers: { ...student, 'content-type': type },
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
    const res = await s.app.inject({
      method: 'POST',
      url: '/VETrain/Question/ImportQuestionByExcel',
      headers: { ...teacher, 'content-type': type },
      payload: body,
    });
    expect(res.json()).toMatchObject({ isOK: true, data: { total: 4 } });
    const done = await s.hub.waitFor(
      (p: RecordedPush) => p.target === 'ImportProgress' && (p.payload as ImportProgress).complete,
    );
    expect(done.payload).toMatchObject({ total: 4, successnum: 2, progress: 100 });
    const errors = await s.app.inject({
      url: (done.payload as ImportProgress).downloadurl,
      headers: teacher,
    });
    expect(errors.body).toContain('科目不存在');
    expect(errors.body).toContain('题型不正确');
    const bank = await s.app.inject({
      url: '/VETrain/Question/SearchQuestions',
      headers: teacher,
    });
    expect(bank.json().data.total).toBe(2);
  });
});
