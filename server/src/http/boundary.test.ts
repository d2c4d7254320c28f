import { DEFAULT_TEST_DB } from '../db/test-db';
import { addUser, lastCode, signIn, startTestServer, type TestServer } from './test-app';

// Regression tests of issue 12's boundary findings (each answered 500 or hung before).
jest.setTimeout(60_000);

describe('the API boundary rule', () => {
  let s: TestServer;
  let student: { authorization: string };
  let admin: { authorization: string };
  beforeAll(async () => {
    s = await startTestServer(DEFAULT_TEST_DB);
    await addUser(s.ctx, { userName: 'student01' });
    await addUser(s.ctx, { userName: 'admin001', role: 'admin' });
    student = await signIn(s.app, 'student01');
    admin = await signIn(s.app, 'admin001');
  }, 60_000);
  afterAll(() => s.close());

  const get = (url: string, headers = {}) => s.app.inject({ method: 'GET', url, headers });
  const count = async (table: string) =>
    (await s.ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;

  it.each(['Infinity', '-Infinity', '1e999', '9'.repeat(309), 'NaN'])(
    'refuses n=%s on GetPreNTradeDate with a 400 naming the field (it hung the CPU)',
    async (n) => {
      const res = await get(`/VERace/TradeCalendar/GetPreNTradeDate?n=${n}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ isOK: false, retCode: 400 });
      expect(res.json().msg).toContain('参数n');
    },
  );

  it('refuses non-finite paging and ids on list calls (they answered 500)', async () => {
    for (const q of ['pageSize=Infinity', 'pageIndex=1e999', `pageSize=${'9'.repeat(309)}`]) {
      const res = await get(`/VERace/User/SearchUser?${q}`, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(/^参数page(Size|Index)/);
    }
  });

  it('refuses a non-finite JSON number in a body (1e999 parses to Infinity)', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/VERace/User/SearchUser',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"pageSize":1e999}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/^参数pageSize/);
  });

  it('refuses NUL in text with a 400, in query and body (PostgreSQL answered 500)', async () => {
    const q = await get('/VERace/User/ExistsName?name=ab%00cd');
    expect(q.statusCode).toBe(400);
    expect(q.json().msg).toBe('参数name不能包含空字符');
    const b = await s.app.inject({
      method: 'POST',
      url: '/VERace/User/SearchUser',
      headers: admin,
      payload: { searchKey: 'a\u0000' },
    });
    expect(b.statusCode).toBe(400);
    expect(b.json().msg).toBe('参数searchKey不能包含空字符');
  });

  it('limits text where a schema gives no length and refuses arrays for scalars', async () => {
    const long = await get(`/VERace/User/ExistsName?name=x&extra=${'y'.repeat(5000)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toBe('参数extra长度不能超过4000个字符');
    const arr = await s.app.inject({
      method: 'POST',
      url: '/VERace/User/SearchUser',
      headers: admin,
      payload: { pageSize: [5] },
    });
    expect(arr.statusCode).toBe(400);
    expect(arr.json().msg).toBe('参数pageSize类型不正确');
  });

  it('checks routes without declared parameters too (their query object has no prototype)', async () => {
    expect((await get('/health?x=%00')).statusCode).toBe(400);
    const res = await s.app.inject({
      method: 'GET',
      url: '/VERace/User/Logout?x=%00',
      headers: student,
    });
    expect(res.statusCode).toBe(400);
    expect((await get('/VERace/User/GetMyUserInfo', student)).statusCode).toBe(200);
  });

  it('treats an empty id as absent', async () => {
    const res = await get('/VERace/User/SearchUser?pageSize=&pageIndex=', admin);
    expect(res.json()).toMatchObject({ isOK: true });
  });

  it('keeps the guard first: an anonymous caller gets 401, not the parameter refusal', async () => {
    const res = await get('/VERace/User/SearchUser?pageSize=Infinity');
    expect(res.statusCode).toBe(401);
  });

  it('treats a malformed token as no token (a NUL token answered 500)', async () => {
    const res = await get('/VERace/User/GetMyUserInfo', { authorization: 'Bearer a\u0000b' });
    expect(res.statusCode).toBe(401);
  });

  it('writes a multi-entry operation log all or nothing', async () => {
    const before = await count('operation_logs');
    const res = await s.app.inject({
      method: 'POST',
      url: '/VERace/OnlineNumber/AddOperationLog',
      headers: student,
      payload: [{ module: 'ok' }, { module: 'bad\u0000' }],
    });
    expect(res.statusCode).toBe(400);
    expect(await count('operation_logs')).toBe(before);
    const good = await s.app.inject({
      method: 'POST',
      url: '/VERace/OnlineNumber/AddOperationLog',
      headers: student,
      payload: [{ module: 'a' }, { module: 'b' }],
    });
    expect(good.json()).toMatchObject({ isOK: true, data: 2 });
    expect(await count('operation_logs')).toBe((before ?? 0) + 2);
  });

  it('keeps the SMS code when registration is refused, so the corrected form succeeds', async () => {
    const phone = '13900000077';
    await get(`/VERace/User/SendVerifyCode?phone=${phone}`);
    const form = {
      name: 'newuser77',
      realName: '新同学',
      passWord: 'Abc12345',
      phone,
      phoneCode: lastCode(s.sms, phone),
    };
    const register = (over: Record<string, string>) =>
      s.app.inject({
        method: 'POST',
        url: '/VERace/User/RegisterUser',
        payload: { ...form, ...over },
      });
    expect((await register({ realName: '新\u0000同学' })).statusCode).toBe(400);
    expect((await register({})).json()).toMatchObject({ isOK: true });
  });

  it('spends a code only when its use succeeds', async () => {
    const phone = '13900000078';
    await get(`/VERace/User/SendVerifyCode?phone=${phone}`);
    const code = lastCode(s.sms, phone);
    const failing = s.ctx.identity.codes.useCode(phone, 1, code, () =>
      Promise.reject(new Error('write failed')),
    );
    await expect(failing).rejects.toThrow('write failed');
    await expect(s.ctx.identity.codes.useCode(phone, 1, code, async () => 'used')).resolves.toBe(
      'used',
    );
    await expect(
      s.ctx.identity.codes.useCode(phone, 1, code, async () => 'again'),
    ).rejects.toThrow();
  });
});
