import { DEFAULT_TEST_DB } from '../../db/test-db';
import { addUser, startTestServer, type TestServer } from '../../http/test-app';

// Each file starts its own databases; on a busy shared machine that takes more than 5 s.
jest.setTimeout(60_000);

/** Rate limits live in the process, so one database kind is enough here. */
describe('login and SMS rate limits', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(DEFAULT_TEST_DB, (c) => {
      c.identity.loginPerAccountPerMinute = 3;
      c.identity.loginPerIpPerMinute = 5;
      c.identity.smsPerIpPerHour = 2;
      c.identity.maxWrongPasswords = 100;
    });
    await addUser(s.ctx, { userName: 'limited1', phone: '13300000001' });
    await addUser(s.ctx, { userName: 'limited2' });
  });
  afterAll(() => s.close());

  const login = (userName: string, passWord = 'Passw0rd') =>
    s.app.inject({ url: '/api/user/login', query: { userName, passWord } });

  it('refuses the fourth login of one account within a minute with 429', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await login('limited1', 'Wrong123')).statusCode).toBe(200);
    const limited = await login('limited1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().msg).toBe('操作过于频繁，请稍后再试');
    s.clock.advance(60_000);
    expect((await login('limited1')).json().isOK).toBe(true);
  });

  it('refuses logins from one IP beyond its limit, whatever the account', async () => {
    s.clock.advance(60_000);
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1)
      codes.push((await login(i % 2 ? 'limited1' : 'limited2')).statusCode);
    expect(codes.slice(0, 5).every((c) => c === 200)).toBe(true);
    expect(codes[5]).toBe(429);
  });

  it('refuses SMS sends from one IP beyond its hourly limit', async () => {
    const send = (phone: string) =>
      s.app.inject({ url: '/VERace/User/SendVerifyCode', query: { phone, codeType: '1' } });
    expect((await send('13300000011')).statusCode).toBe(200);
    expect((await send('13300000012')).statusCode).toBe(200);
    expect((await send('13300000013')).statusCode).toBe(429);
  });
});
