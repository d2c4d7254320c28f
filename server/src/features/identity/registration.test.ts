import { TEST_DB_KINDS } from '../../db/test-db';
import { addUser, lastCode, signIn, startTestServer, type TestServer } from '../../http/test-app';

// Each file starts its own databases; on a busy shared machine that takes more than 5 s.
jest.setTimeout(60_000);

describe.each(TEST_DB_KINDS)('registration and own account on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await addUser(s.ctx, { userName: 'taken001', phone: '13700000001' });
    await addUser(s.ctx, { userName: 'nophone1' });
  }, 60_000);
  afterAll(() => s.close());

  const sendCode = (phone: string, codeType = 1) =>
    s.app.inject({
      method: 'GET',
      url: '/VERace/User/SendVerifyCode',
      query: { phone, codeType: String(codeType) },
    });
  const register = (form: Record<string, string>) =>
    s.app.inject({ method: 'POST', url: '/VERace/User/RegisterUser', payload: form });
  const form = (over: Record<string, string> = {}) => ({
    name: 'newuser01',
    realName: '新同学',
    passWord: 'Abc12345',
    phone: '13700000009',
    phoneCode: '000000',
    ...over,
  });

  it('registers with the code sent to the phone, then signs in', async () => {
    expect((await sendCode('13700000009')).json().isOK).toBe(true);
    const res = await register(form({ phoneCode: lastCode(s.sms, '13700000009') }));
    expect(res.json()).toMatchObject({
      isOK: true,
      data: { name: 'newuser01', phone: '13700000009' },
    });
    await expect(signIn(s.app, 'newuser01', 'Abc12345')).resolves.toBeDefined();
  });

  it('refuses a second send to one phone within 120 s', async () => {
    expect((await sendCode('13700000010')).json().isOK).toBe(true);
    expect((await sendCode('13700000010')).json()).toMatchObject({
      isOK: false,
      msg: '验证码发送过于频繁，请120秒后再试',
    });
    s.clock.advance(120_000);
    expect((await sendCode('13700000010')).json().isOK).toBe(true);
  });

  it('refuses a taken user name, in any case, and changes nothing', async () => {
    const res = await register(form({ name: 'TAKEN001', phone: '13700000011' }));
    expect(res.json()).toMatchObject({ isOK: false, msg: '此用户名帐户已存在，请换一个试试' });
    const exists = await s.app.inject({
      url: '/VERace/User/ExistsName',
      query: { name: 'Taken001' },
    });
    expect(exists.json().data).toBe(true);
  });

  it('refuses a phone that is already bound', async () => {
    expect((await sendCode('13700000001')).json()).toMatchObject({
      isOK: false,
      msg: '此手机号码已绑定用户，请换一个试试',
    });
    const res = await register(form({ name: 'other0001', phone: '13700000001' }));
    expect(res.json().msg).toBe('此手机号码已绑定用户，请换一个试试');
    const exists = await s.app.inject({
      url: '/VERace/User/ExistsPhone',
      query: { phone: '13700000001' },
    });
    expect(exists.json().data).toBe(true);
  });

  it('refuses an expired code and a wrong code', async () => {
    await sendCode('13700000012');
    const code = lastCode(s.sms, '13700000012');
    const wrong = code === '111111' ? '222222' : '111111';
    const bad = await register(form({ name: 'late00001', phone: '13700000012', phoneCode: wrong }));
    expect(bad.json()).toMatchObject({ isOK: false, msg: '验证码错误，请重新输入' });
    s.clock.advance(5 * 60_000 + 1);
    const late = await register(form({ name: 'late00001', phone: '13700000012', phoneCode: code }));
    expect(late.json()).toMatchObject({ isOK: false, msg: '验证码已过期，请重新获取' });
    const exists = await s.app.inject({
      url: '/VERace/User/ExistsName',
      query: { name: 'late00001' },
    });
    expect(exists.json().data).toBe(false);
  });

  it('applies the spec field rules with their messages', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ name: 'abc' }, '用户名为6-20个字符，支持数字、字母格式或下划线'],
      [{ passWord: 'abcdefg1' }, '密码格式不符合要求'],
      [{ phone: '2370000000' }, '手机号格式不正确，请重新输入'],
      [{ phoneCode: '12ab56' }, '校验码是6位数字，请重新输入'],
      [{ realName: '  ' }, '请输入真实姓名'],
    ];
    for (const [over, msg] of cases) {
      const res = await register(form(over));
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
  });

  it('answers a missing field or wrong type with 400 in Chinese', async () => {
    const missing = await s.app.inject({
      method: 'POST',
      url: '/VERace/User/RegisterUser',
      payload: { name: 'x' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toMatch(/^缺少必填参数：/);
    const wrongType = await s.app.inject({
      method: 'POST',
      url: '/VERace/User/RegisterUser',
      payload: { ...form(), phone: { a: 1 } },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().msg).toBe('参数phone类型不正确');
    const badJson = await s.app.inject({
      method: 'POST',
      url: '/VERace/User/RegisterUser',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ isOK: false, msg: '请求格式不正确' });
  });

  it('binds a phone with a bind code and refuses a phone bound to someone else', async () => {
    const auth = await signIn(s.app, 'nophone1');
    s.clock.advance(120_000);
    await sendCode('13700000020', 3);
    const res = await s.app.inject({
      method: 'POST',
      url: '/VERace/User/ChangeMobilePhone',
      headers: auth,
      payload: { mobilePhone: '13700000020', phoneCode: lastCode(s.sms, '13700000020') },
    });
    expect(res.json().isOK).toBe(true);
    const info = await s.app.inject({ url: '/VERace/User/GetMyUserInfo', headers: auth });
    expect(info.json().data.phone).toBe('13700000020');
    const taken = await s.app.inject({
      method: 'POST',
      url: '/VERace/User/ChangeMobilePhone',
      headers: auth,
      payload: { mobilePhone: '13700000001', phoneCode: '123456' },
    });
    expect(taken.json().msg).toBe('此手机号码已绑定用户，请换一个试试');
  });

  it('changes the password with the old one and ends older sessions', async () => {
    await addUser(s.ctx, { userName: 'changer1' });
    const auth = await signIn(s.app, 'changer1');
    const wrongOld = await s.app.inject({
      method: 'POST',
      url: '/VERace/User/ChangePassword',
      headers: auth,
      payload: { oldPassword: 'Nope1234', newPassword: 'Newpass1' },
    });
    expect(wrongOld.json().msg).toBe('原密码错误');
    const res = await s.app.inject({
      method: 'POST',
      url: '/VERace/User/ChangePassword',
      headers: auth,
      payload: { oldPassword: 'Passw0rd', newPassword: 'Newpass1' },
    });
    expect(res.json().isOK).toBe(true);
    const after = await s.app.inject({ url: '/VERace/User/GetMyUserInfo', headers: auth });
    expect(after.statusCode).toBe(401);
    await expect(signIn(s.app, 'changer1', 'Newpass1')).resolves.toBeDefined();
  });

  it('resets a forgotten password with a code to the bound phone', async () => {
    s.clock.advance(120_000);
    await sendCode('13700000001', 4);
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/user/ChangePassWordByPhone',
      payload: {
        phone: '13700000001',
        phoneCode: lastCode(s.sms, '13700000001'),
        newPassword: 'Reset123',
      },
    });
    expect(res.json().isOK).toBe(true);
    await expect(signIn(s.app, 'taken001', 'Reset123')).resolves.toBeDefined();
  });

  it('tells whether a name or phone is in use', async () => {
    const byName = await s.app.inject({
      url: '/api/user/existsnameorphone',
      query: { name: 'taken001' },
    });
    expect(byName.json().data).toBe(true);
    const byPhone = await s.app.inject({
      url: '/api/user/existsnameorphone',
      query: { name: '13700000001' },
    });
    expect(byPhone.json().data).toBe(true);
    const free = await s.app.inject({
      url: '/api/user/existsnameorphone',
      query: { name: 'free00001' },
    });
    expect(free.json().data).toBe(false);
  });
});
