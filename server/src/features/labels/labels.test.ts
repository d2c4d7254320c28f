import { TEST_DB_KINDS } from '../../db/test-db';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';
import { readSheetRows } from '../../http/xlsx';

// Each file starts its own databases; on a busy shared machine that takes more than 5 s.
jest.setTimeout(60_000);

type Auth = { authorization: string };

describe.each(TEST_DB_KINDS)('labels on %s', (kind) => {
  let s: TestServer;
  let teacher: Auth;
  let student: Auth;
  let s1: number;
  let s2: number;
  let adminId: number;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await addUser(s.ctx, { userName: 'labteach', role: 'teacher' });
    adminId = await addUser(s.ctx, { userName: 'labadmin', role: 'admin' });
    s1 = await addUser(s.ctx, { userName: 'labstu01' });
    s2 = await addUser(s.ctx, { userName: 'labstu02' });
    teacher = await signIn(s.app, 'labteach');
    student = await signIn(s.app, 'labstu01');
  }, 60_000);
  afterAll(() => s.close());

  const post = (url: string, headers: Auth, payload: Record<string, unknown>) =>
    s.app.inject({ method: 'POST', url, headers, payload });
  const get = (url: string, headers: Auth, query: Record<string, string> = {}) =>
    s.app.inject({ url, headers, query });

  it('creates, renames, fills, lists and deletes a label', async () => {
    const created = await post('/VERace/Label/AddLabel', teacher, { name: '量化组', year: 2026 });
    const id = created.json().data as number;
    expect(typeof id).toBe('number');
    const dup = await post('/VERace/Label/AddLabel', teacher, { name: '量化组', year: 2026 });
    expect(dup.json()).toMatchObject({ isOK: false, msg: '同一年份下已存在同名标签' });
    await post('/VERace/Label/UpdateLabel', teacher, { id, name: '量化一组', year: 2026 });
    const added = await post('/VERace/Label/AddUsersToLabel', teacher, {
      lstUserID: [s1, s2],
      labelID: id,
    });
    expect(added.json().data).toBe(2);
    const inIt = await get('/VERace/Label/IsInThisLabel', teacher, {
      userID: `${s1}`,
      labelID: `${id}`,
    });
    expect(inIt.json().data).toBe(true);
    await post('/VERace/Label/RemoveUsersFromLabel', teacher, { lstUserID: `${s2}`, labelID: id });
    const members = await get('/VERace/Label/QueryLabelUserList', teacher, {
      LabelID: `${id}`,
      PageIndex: '1',
      PageSize: '10',
    });
    expect(members.json().data.list.map((u: { userName: string }) => u.userName)).toEqual([
      'labstu01',
    ]);
    const others = await get('/VERace/Label/SearchNoLabelUserList', teacher, { labelid: `${id}` });
    expect(others.json().data.list.map((u: { userName: string }) => u.userName)).toEqual([
      'labstu02',
    ]);
    const list = await get('/VERace/Label/SearchLabelList', teacher, { searchKey: '量化' });
    expect(list.json().data).toMatchObject({
      total: 1,
      list: [{ id, name: '量化一组', year: 2026, userCount: 1 }],
    });
    const xlsx = await get('/VERace/Label/ExportQueryLabelUserList', teacher, { LabelID: `${id}` });
    expect((await readSheetRows(xlsx.rawPayload)).map((r) => r[1])).toEqual(['labstu01']);
    await post('/VERace/Label/DeleteLabel', teacher, { id });
    const gone = await get('/VERace/Label/IsInThisLabel', teacher, {
      userID: `${s1}`,
      labelID: `${id}`,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a teacher adding an admin to a label', async () => {
    const id = (
      await post('/VERace/Label/AddLabel', teacher, { name: '管理组', year: 2025 })
    ).json().data;
    const res = await post('/VERace/Label/AddUsersToLabel', teacher, {
      lstUserID: [adminId],
      labelID: id,
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses every label call to a student', async () => {
    for (const url of [
      '/VERace/Label/AddLabel',
      '/VERace/Label/DeleteLabel',
      '/VERace/Label/UpdateLabel',
      '/VERace/Label/AddUsersToLabel',
      '/VERace/Label/RemoveUsersFromLabel',
    ]) {
      expect(
        (await post(url, student, { id: 1, name: 'x', year: 2026, labelID: 1, lstUserID: [s1] }))
          .statusCode,
      ).toBe(403);
    }
    for (const url of [
      '/VERace/Label/SearchLabelList',
      '/VERace/Label/IsInThisLabel',
      '/VERace/Label/QueryLabelUserList',
      '/VERace/Label/SearchNoLabelUserList',
      '/VERace/Label/ExportQueryLabelUserList',
      '/VERace/Label/ExportSearchNoLabelUserList',
    ]) {
      expect(
        (await get(url, student, { LabelID: '1', userID: `${s1}`, labelID: '1' })).statusCode,
      ).toBe(403);
    }
  });

  it('answers a bad year with 400 in Chinese', async () => {
    const res = await post('/VERace/Label/AddLabel', teacher, { name: '坏年份', year: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('参数year类型不正确');
  });
});
