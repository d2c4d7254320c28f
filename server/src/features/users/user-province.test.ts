import { TEST_DB_KINDS } from '../../db/test-db';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';

// Each file starts its own databases; on a busy shared machine that takes more than 5 s.
jest.setTimeout(60_000);

type Auth = { authorization: string };
const BAD_PROVINCES = ['广东省', '火星', 'x'.repeat(21), '广\u0000东'];

describe.each(TEST_DB_KINDS)('a user province (省份) on %s', (kind) => {
  let s: TestServer;
  let teacher: Auth;
  let student: Auth;
  let studentId: number;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await addUser(s.ctx, { userName: 'teach001', role: 'teacher' });
    studentId = await addUser(s.ctx, { userName: 'stud0001', phone: '13600000001' });
    teacher = await signIn(s.app, 'teach001');
    student = await signIn(s.app, 'stud0001');
  }, 60_000);
  afterAll(() => s.close());

  const post = (url: string, headers: Auth, payload: Record<string, unknown>) =>
    s.app.inject({ method: 'POST', url, headers, payload });
  const mine = async () =>
    (await s.app.inject({ url: '/VERace/User/GetMyUserInfo', headers: student })).json().data as {
      realName: string;
      province: string;
      phone: string;
    };

  it('lets a student set, keep and clear the own province', async () => {
    expect((await mine()).province).toBe('');
    const set = await post('/VERace/User/UpdateUserInfo', student, { province: '广东' });
    expect(set.json()).toMatchObject({ isOK: true });
    expect((await mine()).province).toBe('广东');
    await post('/VERace/User/UpdateUserInfo', student, { realName: '学生甲' });
    expect(await mine()).toMatchObject({ realName: '学生甲', province: '广东' });
    await post('/VERace/User/UpdateUserInfo', student, { province: '' });
    expect((await mine()).province).toBe('');
    await post('/VERace/User/UpdateUserInfo', student, { province: '新疆' });
  });

  it.each(BAD_PROVINCES)('refuses the own province %j and writes nothing', async (province) => {
    const res = await post('/VERace/User/UpdateUserInfo', student, {
      realName: '不该写入',
      province,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().isOK).toBe(false);
    if (province.length <= 20 && !province.includes('\u0000'))
      expect(res.json().msg).toBe('请选择正确的省份');
    expect(await mine()).toMatchObject({ realName: '学生甲', province: '新疆' });
  });

  it('lets a teacher set a student province and lists it', async () => {
    const res = await post('/VERace/User/UpdateUserInfoByManage', teacher, {
      userID: studentId,
      province: '四川',
    });
    expect(res.json()).toMatchObject({ isOK: true });
    const list = await s.app.inject({
      url: '/VERace/User/SearchUser',
      headers: teacher,
      query: { searchKey: 'stud0001', pageIndex: '1', pageSize: '10' },
    });
    expect(list.json().data.list).toMatchObject([{ userName: 'stud0001', province: '四川' }]);
  });

  it.each(BAD_PROVINCES)('refuses the managed province %j and writes nothing', async (province) => {
    const res = await post('/VERace/User/UpdateUserInfoByManage', teacher, {
      userID: studentId,
      phone: '13600000009',
      realName: '不该写入',
      province,
    });
    expect(res.statusCode).toBe(400);
    expect(await mine()).toMatchObject({
      realName: '学生甲',
      province: '四川',
      phone: '13600000001',
    });
  });

  it('adds a user with a province and refuses a wrong one without adding', async () => {
    const added = await post('/VERace/User/AddUserByAdmin', teacher, {
      name: 'prov0001',
      realName: '省份生',
      province: '云南',
    });
    expect(added.json()).toMatchObject({ isOK: true });
    expect((await s.ctx.identity.users.findByName('prov0001'))?.province).toBe('云南');
    const bad = await post('/VERace/User/AddUserByAdmin', teacher, {
      name: 'prov0002',
      realName: '省份生',
      province: '云南省',
    });
    expect(bad.json()).toMatchObject({ isOK: false, msg: '请选择正确的省份' });
    expect(await s.ctx.identity.users.findByName('prov0002')).toBeUndefined();
  });
});
