import { ALL_TEST_DB_KINDS } from '../../db/test-db';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';
import { useTestPorts } from '../contests/contest-test-kit';

jest.setTimeout(60_000);

type Auth = { authorization: string };
// Answers are read loosely: each assertion names the fields it checks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe.each(ALL_TEST_DB_KINDS)('a training from class to score on %s', (kind) => {
  let s: TestServer;
  let teacher: Auth;
  let admin: Auth;
  let student: Auth;
  let other: Auth;
  let studentId: number;
  beforeAll(async () => {
    s = await startTestServer(kind);
    // 开始 opens the student's account of the project's own contest: exchange rows, no market.
    useTestPorts(s.ctx);
    await addUser(s.ctx, { userName: 'jrnteach', role: 'teacher' });
    await addUser(s.ctx, { userName: 'jrnadmin', role: 'admin' });
    studentId = await addUser(s.ctx, { userName: 'jrnstu01' });
    await addUser(s.ctx, { userName: 'jrnstu02' });
    teacher = await signIn(s.app, 'jrnteach');
    admin = await signIn(s.app, 'jrnadmin');
    student = await signIn(s.app, 'jrnstu01');
    other = await signIn(s.app, 'jrnstu02');
  });
  afterAll(() => s.close());

  const call = async (path: string, headers: Auth, payload: Record<string, unknown> = {}) => {
    const res = await s.app.inject({ method: 'POST', url: `/VETrain/${path}`, headers, payload });
    return {
      status: res.statusCode,
      ...(res.json() as { isOK: boolean; msg: string; data: Json }),
    };
  };

  it('runs the whole journey and keeps every teacher and admin call from students', async () => {
    const cls = await call('Class/AddClass', teacher, { className: '实训一班' });
    const classID = cls.data.classID as number;
    const outside = await call('Class/SearchClassStudents', teacher, { classID, outside: true });
    expect(outside.data.list.map((u: { userName: string }) => u.userName)).toEqual([
      'jrnstu01',
      'jrnstu02',
    ]);
    expect(
      (await call('Class/AddStudentsToClass', teacher, { classID, userIDs: [studentId] })).data,
    ).toBe(1);
    const project = await call('TPInfo/AddTPInfo', teacher, {
      tpTypeID: 1,
      trainTitle: '股票买入实训',
    });
    const tpInfoID = project.data.tpInfoID as number;
    expect(project.data.landingPath).toBe('/SHSZMarkets/index');
    await call('CasePanel/SubmitCasePanel', admin, {
      tpInfoID,
      title: '任务一',
      content: '买入一只蓝筹股',
    });

    // Not assigned yet: the student cannot start it.
    expect((await call('TrainLog/Start', student, { tpInfoID })).msg).toBe('该实训项目未分配给你');
    await call('TPInfo/AssignTPInfo', teacher, { tpInfoID, classIDs: [classID] });
    const mine = await call('TPInfo/SearchTPInfos', student, { productTag: 0 });
    expect(mine.data.list.map((p: { tpInfoID: number }) => p.tpInfoID)).toEqual([tpInfoID]);
    expect(mine.data.list[0].casePanelCount).toBe(1);
    expect((await call('TPInfo/SearchTPInfos', other, {})).data.total).toBe(0);

    const started = await call('TrainLog/Start', student, { tpInfoID });
    const [logID] = started.data as number[];
    // Signing in again during the training: the login answer carries the train info (spec §3).
    const relogin = await s.app.inject({
      url: '/api/user/login',
      query: { userName: 'jrnstu01', passWord: 'Passw0rd' },
    });
    expect(relogin.json().data).toMatchObject({ trainType: 0, tpTypeID: 1 });
    expect((await call('TrainLog/Start', student, { tpInfoID })).data).toEqual([logID]);
    const second = await call('TPInfo/AddTPInfo', teacher, { tpTypeID: 5, trainTitle: '外汇实训' });
    await call('TPInfo/AssignTPInfo', teacher, {
      tpInfoID: second.data.tpInfoID,
      classIDs: [classID],
    });
    expect((await call('TrainLog/Start', student, { tpInfoID: second.data.tpInfoID })).msg).toBe(
      '实训进行中，请先结束当前实训',
    );
    // A call carrying the LogIDs header counts on the log.
    await s.app.inject({
      url: '/VETrain/CasePanel/GetCasePanelList',
      headers: { ...student, logids: String(logID) },
      query: { TpInfoID: String(tpInfoID), IsReturnList: 'false' },
    });
    expect((await call('TrainLog/Score', teacher, { logID, score: 90 })).msg).toBe(
      '实训尚未结束，不能评分',
    );
    s.clock.advance(5 * 60_000);
    expect((await call('TrainLog/End', student, { logIDs: String(logID) })).isOK).toBe(true);
    expect((await call('TrainLog/End', student, { logIDs: [logID] })).msg).toBe(
      '当前没有进行中的实训',
    );

    const scored = await call('TrainLog/Score', teacher, {
      logID,
      score: 92.5,
      comment: '操作规范',
    });
    expect(scored.data).toMatchObject({ score: 92.5, comment: '操作规范', callCount: 1 });
    const myLogs = await call('TrainLog/GetLogs', student, { userID: 999 });
    expect(myLogs.data.list).toEqual([expect.objectContaining({ logID, score: 92.5 })]);
    const detail = await call('TrainLog/GetLogDetails', student, { logID });
    expect(detail.data).toMatchObject({ trainTitle: '股票买入实训', orders: [], fills: [] });
    expect((await call('TrainLog/GetLogDetails', other, { logID })).status).toBe(403);
    const byClass = await call('TrainLog/GetLogs', teacher, { classID });
    expect(byClass.data.total).toBe(1);

    const panels = await call('CasePanel/GetCasePanelList', student, {
      tpInfoID,
      isReturnList: true,
    });
    expect(panels.data.map((p: { title: string }) => p.title)).toEqual(['任务一']);

    const refused: [string, Record<string, unknown>][] = [
      ['Class/SearchClasses', {}],
      ['Class/AddClass', { className: '学生班' }],
      ['Class/UpdateClass', { classID, className: 'x' }],
      ['Class/DeleteClass', { classID }],
      ['Class/SearchClassStudents', { classID }],
      ['Class/AddStudentsToClass', { classID, userIDs: [studentId] }],
      ['Class/RemoveStudentsFromClass', { classID, userIDs: [studentId] }],
      ['TPInfo/AddTPInfo', { tpTypeID: 1, trainTitle: 'x' }],
      ['TPInfo/UpdateTPInfo', { tpInfoID, tpTypeID: 1, trainTitle: 'x' }],
      ['TPInfo/DeleteTPInfo', { tpInfoID }],
      ['TPInfo/AssignTPInfo', { tpInfoID, classIDs: [] }],
      ['TPType/AddTpType', { tpTypeName: 'x', marketType: 1 }],
      ['TrainLog/Score', { logID, score: 100 }],
      ['CasePanel/SubmitCasePanel', { tpInfoID, title: 'x', content: 'y' }],
      ['CasePanel/DeleteCasePanel', { casePanelID: 1 }],
      ['CasePanel/GetConfiguredCasePanelList', {}],
    ];
    for (const [path, body] of refused) {
      expect([path, (await call(path, student, body)).status]).toEqual([path, 403]);
    }
    // Case panels are the admin's, practice management the teacher's (spec §6).
    expect((await call('CasePanel/DeleteCasePanel', teacher, { casePanelID: 1 })).status).toBe(403);
    expect((await call('CasePanel/GetConfiguredCasePanelList', teacher, {})).status).toBe(403);
    const configured = await call('CasePanel/GetConfiguredCasePanelList', admin, {});
    expect(configured.data.list[0].casePanels.map((p: { title: string }) => p.title)).toEqual([
      '任务一',
    ]);
    expect((await call('TrainLog/Score', admin, { logID, score: 1 })).status).toBe(403);
    expect((await call('TrainLog/Score', teacher, { logID, score: 101 })).status).toBe(400);
  });
});
