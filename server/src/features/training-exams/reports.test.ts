import { DEFAULT_TEST_DB } from '../../db/test-db';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';

jest.setTimeout(60_000);

type Auth = { authorization: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe('experiment reports over HTTP (PGlite)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(DEFAULT_TEST_DB);
  });
  afterAll(() => s.close());

  it('a student writes and submits, the teacher marks, the student sees 已批阅 with the score', async () => {
    await addUser(s.ctx, { userName: 'rpteach', role: 'teacher' });
    const stu = await addUser(s.ctx, { userName: 'rpstu01' });
    await addUser(s.ctx, { userName: 'rpstu02' });
    const teacher = await signIn(s.app, 'rpteach');
    const student = await signIn(s.app, 'rpstu01');
    const other = await signIn(s.app, 'rpstu02');
    const call = async (path: string, h: Auth, payload: Record<string, unknown> = {}) => {
      const res = await s.app.inject({
        method: 'POST',
        url: `/VETrain/Report/${path}`,
        headers: h,
        payload,
      });
      return {
        status: res.statusCode,
        ...(res.json() as { isOK: boolean; msg: string; data: Json }),
      };
    };
    const cls = await s.app.inject({
      method: 'POST',
      url: '/VETrain/Class/AddClass',
      headers: teacher,
      payload: { className: '报告班' },
    });
    const classID = cls.json().data.classID as number;
    await s.app.inject({
      method: 'POST',
      url: '/VETrain/Class/AddStudentsToClass',
      headers: teacher,
      payload: { classID, userIDs: [stu] },
    });
    const t = await call('AddTemplate', teacher, {
      title: '股票买入实验报告',
      requirement: '写明买入理由',
      classIDs: [classID],
    });
    const templateID = t.data.templateID as number;
    expect((await call('AddTemplate', student, { title: 'x', classIDs: [] })).status).toBe(403);
    expect((await call('SearchMyReports', student)).data).toEqual([
      expect.objectContaining({ templateID, reportID: null, statusName: '未提交' }),
    ]);
    expect((await call('SaveReport', other, { templateID, content: '抄', submit: true })).msg).toBe(
      '该报告模板未发布给你的班级',
    );
    expect(
      (await call('SaveReport', student, { templateID, content: '草稿', submit: false })).data
        .status,
    ).toBe(1);
    expect(
      (
        await call('SaveReport', student, {
          templateID,
          content: '买入600519，理由……',
          submit: true,
        })
      ).data,
    ).toEqual({
      status: 2,
      statusName: '未批阅',
    });
    expect(
      (await call('SaveReport', student, { templateID, content: '改', submit: true })).msg,
    ).toBe('报告已提交，不能修改');
    const [report] = (await call('SearchReports', teacher, { templateID })).data;
    expect(report).toMatchObject({ userName: 'rpstu01', statusName: '未批阅' });
    expect((await call('GetReport', other, { reportID: report.reportID })).status).toBe(404);
    expect(
      (await call('MarkReport', student, { reportID: report.reportID, score: 100 })).status,
    ).toBe(403);
    // 暂存: the report is 批阅中, its student sees neither the score nor the comment yet.
    await call('MarkReport', teacher, {
      reportID: report.reportID,
      score: 70,
      comment: '草稿',
      draft: true,
    });
    const [drafted] = (await call('SearchMyReports', student)).data;
    expect(drafted).toMatchObject({ statusName: '批阅中', score: null, comment: '' });
    const seen = (await call('GetReport', student, { reportID: report.reportID })).data;
    expect(seen).toMatchObject({ status: 3, score: null, comment: '', markTime: null });
    const teacherSees = (await call('GetReport', teacher, { reportID: report.reportID })).data;
    expect(teacherSees).toMatchObject({ status: 3, score: 70, comment: '草稿' });
    await call('MarkReport', teacher, {
      reportID: report.reportID,
      score: 88,
      comment: '理由充分',
    });
    const [mine] = (await call('SearchMyReports', student)).data;
    expect(mine).toMatchObject({ statusName: '已批阅', score: 88, comment: '理由充分' });

    // Achievement statistics (teachers only) count the marked report.
    const stats = await s.app.inject({
      url: `/VETrain/Achieve/SearchAchievements?classID=${classID}`,
      headers: teacher,
    });
    expect(stats.json().data).toEqual([
      expect.objectContaining({ userName: 'rpstu01', reports: 1, reportAvg: 88, exams: 0 }),
    ]);
    const sheet = await s.app.inject({
      url: '/VETrain/Achieve/ExportAchievements',
      headers: teacher,
    });
    expect(sheet.headers['content-type']).toContain('spreadsheetml');
    const refused = await s.app.inject({
      url: '/VETrain/Achieve/SearchAchievements',
      headers: student,
    });
    expect(refused.statusCode).toBe(403);
  });
});
