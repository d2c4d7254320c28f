import { DEFAULT_TEST_DB } from '../../db/test-db';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';

jest.setTimeout(60_000);

type Auth = { authorization: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe('a training project comes with its report (issue 33 item 4)', () => {
  let s: TestServer;
  let teacher: Auth;
  let student: Auth;
  let studentId: number;
  beforeAll(async () => {
    s = await startTestServer(DEFAULT_TEST_DB);
    await addUser(s.ctx, { userName: 'rptteach', role: 'teacher' });
    studentId = await addUser(s.ctx, { userName: 'rptstu01' });
    teacher = await signIn(s.app, 'rptteach');
    student = await signIn(s.app, 'rptstu01');
  });
  afterAll(() => s.close());

  const call = async (path: string, headers: Auth, payload: Record<string, unknown> = {}) => {
    const res = await s.app.inject({ method: 'POST', url: `/VETrain/${path}`, headers, payload });
    return res.json() as { isOK: boolean; msg: string; data: Json };
  };

  it('gives the student the project report to write once the project is assigned, once', async () => {
    const classID = (await call('Class/AddClass', teacher, { className: '报告一班' })).data.classID;
    await call('Class/AddStudentsToClass', teacher, { classID, userIDs: [studentId] });
    const made = await call('TPInfo/AddTPInfo', teacher, { tpTypeID: 1, trainTitle: '均线实训' });
    const tpInfoID = made.data.tpInfoID as number;
    expect((await call('Report/SearchMyReports', student)).data).toEqual([]);

    await call('TPInfo/AssignTPInfo', teacher, { tpInfoID, classIDs: [classID] });
    await call('TPInfo/AssignTPInfo', teacher, { tpInfoID, classIDs: [classID] });
    const mine = (await call('Report/SearchMyReports', student)).data as Json[];
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ title: '均线实训实验报告', linkTitle: '均线实训', status: 1 });
    expect(mine[0].requirement).toContain('交易过程');

    // The teacher's own template is kept: no second default comes.
    const other = (await call('Class/AddClass', teacher, { className: '报告二班' })).data.classID;
    await call('TPInfo/AssignTPInfo', teacher, { tpInfoID, classIDs: [classID, other] });
    expect((await call('Report/SearchMyReports', student)).data).toHaveLength(1);
  });
});
