import { ALL_TEST_DB_KINDS } from '../../db/test-db';
import { addUser, lastCode, signIn, startTestServer, type TestServer } from '../../http/test-app';

// Each file starts its own databases; on a busy shared machine that takes more than 5 s.
jest.setTimeout(60_000);

describe.each(ALL_TEST_DB_KINDS)('sign-in over HTTP on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await addUser(s.ctx, { userName: 'alice01', phone: '13900000001' });
    await addUser(s.ctx, { userName: 'locked01' });
    await addUser(s.ctx, { userName: 'teacher9', role: 'teacher' });
  }, 60_000);
  afterAll(() => s.close());

  const login = (userName: string, passWord: string) =>
    s.app.inject({ method: 'GET', url: '/api/user/login', query: { userName, passWord } });

  it('answers a good password with the session user info', async () => {
    const res = await login('alice01', 'Passw0rd');
    expect(res.statusCode).toBe(200);
    const { isOK, retCode, data } = res.json();
    expect(isOK).toBe(true);
    expect(retCode).toBe(0);
    expect(data).toMatchObject({
      Name: 'alice01姓名',
      UserName: 'alice01',
      MobilePhone: '13900000001',
      hasTrainUsePower: true,
      hasCombinePower: true,
      Role: 'student',
      isNormalUserRole: true,
      isAdminRole: false,
    });
    expect(data.UserID).toBe(data.Id);
    expect(typeof data.Token).toBe('string');
  });

  it('accepts the bound phone as account and a form-encoded POST', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=13900000001&password=Passw0rd',
    });
    expect(res.json().data.UserName).toBe('alice01');
  });

  it('refuses a wrong password with the attempts left', async () => {
    const body = (await login('alice01', 'Wrong123')).json();
    expect(body).toMatchObject({ isOK: false, msg: '账号或密码错误，再错误4次账户将被锁定' });
    expect((await login('alice01', 'Passw0rd')).json().isOK).toBe(true);
  });

  it('locks after five wrong passwords until the cool-down has passed', async () => {
    for (let i = 0; i < 4; i += 1) await login('locked01', 'Wrong123');
    expect((await login('locked01', 'Wrong123')).json().msg).toContain('账户已锁定');
    expect((await login('locked01', 'Passw0rd')).json()).toMatchObject({
      isOK: false,
      msg: '密码错误次数过多，账户已锁定，请稍后再试或联系管理员解锁',
    });
    s.clock.advance(15 * 60_000 + 1);
    expect((await login('locked01', 'Passw0rd')).json().isOK).toBe(true);
  });

  it('answers empty and oversize input with 400 and a Chinese message', async () => {
    const empty = await login('', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('账号/手机号不能为空');
    const long = await login('a'.repeat(51), 'x');
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toBe('参数userName长度不能超过50个字符');
  });

  it('signs in with a phone code once and refuses it a second time', async () => {
    const send = await s.app.inject({
      method: 'GET',
      url: '/api/user/SendPhoneCode',
      query: { phone: '13900000001', verificationType: '2' },
    });
    expect(send.json().isOK).toBe(true);
    const code = lastCode(s.sms, '13900000001');
    const query = { mobilePhone: '13900000001', phoneCode: code };
    const ok = await s.app.inject({ method: 'GET', url: '/api/user/LoginByPhoneCode', query });
    expect(ok.json().data.UserName).toBe('alice01');
    const again = await s.app.inject({ method: 'GET', url: '/api/user/LoginByPhoneCode', query });
    expect(again.json()).toMatchObject({ isOK: false, msg: '验证码已过期，请重新获取' });
  });

  it('refuses a phone code for a phone no account has', async () => {
    const res = await s.app.inject({
      method: 'GET',
      url: '/api/user/SendPhoneCode',
      query: { phone: '13911112222' },
    });
    expect(res.json()).toMatchObject({ isOK: false, msg: '该手机号未绑定任何账户' });
  });

  it('keeps a session valid, refreshes it and ends it at logout', async () => {
    const auth = await signIn(s.app, 'alice01');
    const valid = await s.app.inject({ url: '/api/User/tokenvalidity', headers: auth });
    expect(valid.json().data.valid).toBe(true);
    s.clock.advance(100 * 60_000);
    const refreshed = await s.app.inject({ url: '/VERace/User/RefreshToken', headers: auth });
    expect(refreshed.json().isOK).toBe(true);
    s.clock.advance(100 * 60_000);
    const info = await s.app.inject({ url: '/VERace/User/GetMyUserInfo', headers: auth });
    expect(info.json().data.userName).toBe('alice01');
    await s.app.inject({ method: 'POST', url: '/VERace/User/Logout', headers: auth });
    const after = await s.app.inject({ url: '/VERace/User/GetMyUserInfo', headers: auth });
    expect(after.statusCode).toBe(401);
    expect(after.json().msg).toBe('登录超时，请重新登录');
  });

  it('expires a session that is not refreshed', async () => {
    const auth = await signIn(s.app, 'alice01');
    s.clock.advance(121 * 60_000);
    const res = await s.app.inject({ url: '/VERace/User/GetMyRole', headers: auth });
    expect(res.statusCode).toBe(401);
    const valid = await s.app.inject({ url: '/api/User/tokenvalidity', headers: auth });
    expect(valid.json().data.valid).toBe(false);
  });

  it('exchanges a live token for the login info and refuses a dead one', async () => {
    const auth = await signIn(s.app, 'teacher9');
    const token = auth.authorization.slice(7);
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/Login/LoginByToken',
      payload: { token },
    });
    expect(res.json().data).toMatchObject({
      UserName: 'teacher9',
      isAdminRole: true,
      Role: 'teacher',
    });
    const dead = await s.app.inject({
      method: 'POST',
      url: '/api/Login/LoginByToken',
      payload: { token: 'nope' },
    });
    expect(dead.statusCode).toBe(401);
  });

  it('tells rights and first login of the caller only', async () => {
    await addUser(s.ctx, { userName: 'fresh001' });
    const auth = await signIn(s.app, 'fresh001');
    const first = await s.app.inject({ url: '/VERace/User/IsFirstLogin', headers: auth });
    expect(first.json().data).toBe(true);
    const rights = await s.app.inject({ url: '/VERace/User/GetAdminRight', headers: auth });
    expect(rights.json().data).toMatchObject({
      hasTrainUsePower: true,
      isAdminRole: false,
      isNormalUserRole: true,
    });
    await signIn(s.app, 'fresh001');
    const second = await s.app.inject({ url: '/VERace/User/IsFirstLogin', headers: auth });
    expect(second.json().data).toBe(false);
  });
});
