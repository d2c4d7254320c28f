import { TEST_DB_KINDS } from '../../db/test-db';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';

// Each file starts its own databases; on a busy shared machine that takes more than 5 s.
jest.setTimeout(60_000);

type Auth = { authorization: string };

describe.each(TEST_DB_KINDS)('user administration on %s', (kind) => {
  let s: TestServer;
  let admin: Auth;
  let teacher: Auth;
  let student: Auth;
  let studentId: number;
  let adminId: number;
  beforeAll(async () => {
    s = await startTestServer(kind);
    adminId = await addUser(s.ctx, { userName: 'admin001', role: 'admin' });
    await addUser(s.ctx, { userName: 'teach001', role: 'teacher' });
    studentId = await addUser(s.ctx, { userName: 'stud0001', phone: '13600000001' });
    admin = await signIn(s.app, 'admin001');
    teacher = await signIn(s.app, 'teach001');
    student = await signIn(s.app, 'stud0001');
  }, 60_000);
  afterAll(() => s.close());

  const call = (
    method: 'GET' | 'POST',
    url: string,
    headers: Auth,
    data: Record<string, unknown> = {},
  ) =>
    method === 'GET'
      ? s.app.inject({ method, url, headers, query: data as Record<string, string> })
      : s.app.inject({ method, url, headers, payload: data });

  const ADMIN_CALLS: ['GET' | 'POST', string][] = [
    ['GET', '/VERace/User/SearchUser'],
    ['POST', '/VERace/User/AddUserByAdmin'],
    ['POST', '/VERace/User/AddStudentOrganizaionRange'],
    ['POST', '/VERace/User/UpdateUserInfoByManage'],
    ['POST', '/VERace/User/DeteleUserInfo'],
    ['POST', '/VERace/User/ResetPassword'],
    ['POST', '/VERace/User/ResetLoginWrong'],
    ['POST', '/VERace/User/UnRegister'],
    ['POST', '/VERace/User/RevokeSessions'],
    ['GET', '/VERace/User/GetTotalUsers'],
    ['GET', '/VERace/User/GetSchoolRelation'],
    ['GET', '/VERace/User/SearchSchoolShortNameEN'],
    ['GET', '/VERace/User/SearchRegisterUser'],
    ['GET', '/VERace/User/OutPutRegisterUserTemplate'],
    ['GET', '/VERace/User/OutPutRegisterStudentTemplate'],
    ['GET', '/VERace/User/OutPutUserList'],
    ['POST', '/VERace/User/ImportUserByExcel'],
  ];

  it.each(ADMIN_CALLS)('refuses a student token on %s %s', async (method, url) => {
    const res = await call(method, url, student, { userID: adminId, listUserId: [adminId] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ isOK: false, msg: '没有权限执行此操作' });
    const anon = await s.app.inject({ method, url });
    expect(anon.statusCode).toBe(401);
  });

  it('leaves the admin account untouched after the refused calls', async () => {
    await expect(signIn(s.app, 'admin001')).resolves.toBeDefined();
  });

  it('adds, finds, updates and deletes a student as a teacher', async () => {
    const added = await call('POST', '/VERace/User/AddUserByAdmin', teacher, {
      name: 'added001',
      realName: '新增生',
      phone: '13600000002',
      className: '测试班',
    });
    expect(added.json()).toMatchObject({ isOK: true, data: { password: 'Aa123456' } });
    const id = added.json().data.userID as number;
    const found = await call('GET', '/VERace/User/SearchUser', teacher, {
      searchKey: '新增',
      pageIndex: 1,
      pageSize: 10,
    });
    expect(found.json().data).toMatchObject({
      total: 1,
      list: [{ userName: 'added001', className: '测试班' }],
    });
    const upd = await call('POST', '/VERace/User/UpdateUserInfoByManage', teacher, {
      userID: id,
      realName: '改名生',
      marjorName: '金融',
      schoolShortNameEN: 'SUFE',
    });
    expect(upd.json().isOK).toBe(true);
    const schools = await call('GET', '/VERace/User/SearchSchoolShortNameEN', teacher, {
      searchKey: 'su',
    });
    expect(schools.json().data).toEqual(['SUFE']);
    const del = await call('POST', '/VERace/User/DeteleUserInfo', teacher, { listUserId: `${id}` });
    expect(del.json().data).toBe(1);
    expect(s.hub.sent.some((p) => p.target === 'DeleteProgress' && p.to.startsWith('user:'))).toBe(
      true,
    );
  });

  it('refuses to delete a user other records still point at, and deletes nothing', async () => {
    const kept = await addUser(s.ctx, { userName: 'kept0001' });
    await s.ctx.db.exec('CREATE TABLE test_refs (user_id integer REFERENCES users (id))');
    await s.ctx.db.query('INSERT INTO test_refs VALUES ($1)', [kept]);
    const res = await call('POST', '/VERace/User/DeteleUserInfo', admin, { listUserId: [kept] });
    expect(res.json()).toMatchObject({
      isOK: false,
      msg: '该用户已有交易或比赛记录，无法删除，可改为注销账户',
    });
    expect(await s.ctx.identity.users.findById(kept)).toBeDefined();
  });

  it('keeps a teacher away from teachers and admins', async () => {
    const add = await call('POST', '/VERace/User/AddUserByAdmin', teacher, {
      name: 'teach002',
      realName: '老师',
      role: 'teacher',
    });
    expect(add.statusCode).toBe(403);
    const reset = await call('POST', '/VERace/User/ResetPassword', teacher, { userID: adminId });
    expect(reset.statusCode).toBe(403);
    await expect(signIn(s.app, 'admin001')).resolves.toBeDefined();
  });

  it('refuses a duplicate name or phone when adding', async () => {
    const name = await call('POST', '/VERace/User/AddUserByAdmin', admin, {
      name: 'STUD0001',
      realName: '重名',
    });
    expect(name.json()).toMatchObject({ isOK: false, msg: '此用户名帐户已存在，请换一个试试' });
    const phone = await call('POST', '/VERace/User/AddUserByAdmin', admin, {
      name: 'other001',
      realName: '重号',
      phone: '13600000001',
    });
    expect(phone.json()).toMatchObject({ isOK: false, msg: '此手机号码已绑定用户，请换一个试试' });
  });

  it('answers 404 for an unknown user id and 400 for a bad one', async () => {
    const unknown = await call('POST', '/VERace/User/ResetLoginWrong', admin, { userID: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('用户不存在');
    const bad = await call('POST', '/VERace/User/ResetLoginWrong', admin, { userID: 'abc' });
    expect(bad.statusCode).toBe(400);
  });

  it('unlocks a locked account with ResetLoginWrong', async () => {
    await addUser(s.ctx, { userName: 'lockme01' });
    for (let i = 0; i < 5; i += 1) {
      await s.app.inject({
        url: '/api/user/login',
        query: { userName: 'lockme01', passWord: 'Bad12345' },
      });
    }
    await expect(signIn(s.app, 'lockme01')).rejects.toThrow('账户已锁定');
    const user = await s.ctx.identity.users.findByName('lockme01');
    const res = await call('POST', '/VERace/User/ResetLoginWrong', teacher, { userID: user?.id });
    expect(res.json().isOK).toBe(true);
    await expect(signIn(s.app, 'lockme01')).resolves.toBeDefined();
  });

  it('resets a password and ends the sessions of that user', async () => {
    const victim = await addUser(s.ctx, { userName: 'reset001' });
    const auth = await signIn(s.app, 'reset001');
    const res = await call('POST', '/VERace/User/ResetPassword', admin, {
      userID: victim,
      newPassword: 'Fresh123',
    });
    expect(res.json().data.password).toBe('Fresh123');
    expect((await call('GET', '/VERace/User/GetMyUserInfo', auth)).statusCode).toBe(401);
    await expect(signIn(s.app, 'reset001', 'Fresh123')).resolves.toBeDefined();
  });

  it('revokes sessions for an admin only', async () => {
    const auth = await signIn(s.app, 'stud0001');
    expect(
      (await call('POST', '/VERace/User/RevokeSessions', teacher, { userID: studentId }))
        .statusCode,
    ).toBe(403);
    const res = await call('POST', '/VERace/User/RevokeSessions', admin, { userID: studentId });
    expect(res.json().data).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/VERace/User/GetMyRole', auth)).statusCode).toBe(401);
    student = await signIn(s.app, 'stud0001');
  });

  it('unregisters an account so it can no longer sign in', async () => {
    const id = await addUser(s.ctx, { userName: 'leave001' });
    expect((await call('POST', '/VERace/User/UnRegister', admin, { userID: id })).json().isOK).toBe(
      true,
    );
    await expect(signIn(s.app, 'leave001')).rejects.toThrow('该账户已注销');
  });

  it('adds a class of students in one call and reports failed rows', async () => {
    const res = await call('POST', '/VERace/User/AddStudentOrganizaionRange', teacher, {
      className: '批量班',
      users: [
        { name: 'batch001', realName: '甲' },
        { name: 'bad', realName: '乙' },
      ],
    });
    expect(res.json().data).toMatchObject({
      successnum: 1,
      failnum: 1,
      errors: [{ row: 2, name: 'bad' }],
    });
  });

  it('counts users and lists self-registered ones', async () => {
    const totals = await call('GET', '/VERace/User/GetTotalUsers', admin);
    expect(totals.json().data).toMatchObject({ admins: 1, teachers: 1 });
    const reg = await call('GET', '/VERace/User/SearchRegisterUser', admin, {});
    expect(reg.json().data.total).toBe(0);
  });

  it('keeps match-organisation links to their owner', async () => {
    const mine = await call('POST', '/VERace/User/AddMatchOrg', student, {
      userID: studentId,
      Token: 'org-token-1',
    });
    const orgId = mine.json().data.OrgID as string;
    await call('POST', '/VERace/User/SetMatchOrgToken', student, {
      userID: studentId,
      OrgID: orgId,
    });
    const list = await call('GET', '/VERace/User/GetMatchOrgList', student, { userID: studentId });
    expect(list.json().data).toMatchObject([{ OrgID: orgId, isCurrent: true }]);
    const other = await call('GET', '/VERace/User/GetMatchOrgList', student, { userID: adminId });
    expect(other.statusCode).toBe(403);
    const missing = await call('POST', '/VERace/User/SetMatchOrgToken', student, {
      userID: studentId,
      OrgID: 'nope',
    });
    expect(missing.statusCode).toBe(404);
  });
});
