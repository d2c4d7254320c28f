import { TEST_DB_KINDS } from '../../db/test-db';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';

// Each file starts its own databases; on a busy shared machine that takes more than 5 s.
jest.setTimeout(60_000);

describe.each(TEST_DB_KINDS)('operation log, settings and robot secrets on %s', (kind) => {
  let s: TestServer;
  let admin: { authorization: string };
  let student: { authorization: string };
  beforeAll(async () => {
    s = await startTestServer(kind, (c) => {
      c.enableTestRoutes = true;
      // The SMS outbox page exists only on a demo server (demo data seeded).
      c.seedDemoData = true;
    });
    await addUser(s.ctx, { userName: 'logadmin', role: 'admin' });
    await addUser(s.ctx, { userName: 'logstud1' });
    admin = await signIn(s.app, 'logadmin');
    student = await signIn(s.app, 'logstud1');
  }, 60_000);
  afterAll(() => s.close());

  it('stores an entry under the caller and lets only admins read it', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/VERace/OnlineNumber/AddOperationLog',
      headers: student,
      payload: [
        {
          appName: 'web',
          username: 'someone-else',
          module: 3,
          operation: '进入比赛',
          param1: '139',
        },
      ],
    });
    expect(res.json()).toMatchObject({ isOK: true, data: 1 });
    const refused = await s.app.inject({
      url: '/VERace/OnlineNumber/SearchOperationLog',
      headers: student,
    });
    expect(refused.statusCode).toBe(403);
    const list = await s.app.inject({
      url: '/VERace/OnlineNumber/SearchOperationLog',
      headers: admin,
      query: { searchKey: '进入' },
    });
    expect(list.json().data).toMatchObject({
      total: 1,
      list: [{ username: 'logstud1', module: '3', param1: '139' }],
    });
  });

  it('takes the ip and the time from the request and the server clock, not from the body', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/VERace/OnlineNumber/AddOperationLog',
      headers: student,
      remoteAddress: '10.9.8.7',
      payload: {
        ip: '1.2.3.4',
        operationTime: '2000-01-01 00:00:00',
        username: 'forged',
        operation: '伪造来源',
      },
    });
    expect(res.json()).toMatchObject({ isOK: true, data: 1 });
    const list = await s.app.inject({
      url: '/VERace/OnlineNumber/SearchOperationLog',
      headers: admin,
      query: { searchKey: '伪造来源' },
    });
    // The test clock stands at 2026-03-02T02:00:00Z: 10:00 in Beijing.
    expect(list.json().data.list).toEqual([
      expect.objectContaining({
        ip: '10.9.8.7',
        operationTime: '2026-03-02 10:00:00',
        username: 'logstud1',
      }),
    ]);
  });

  it('refuses an anonymous or oversize log entry', async () => {
    const anon = await s.app.inject({
      method: 'POST',
      url: '/VERace/OnlineNumber/AddOperationLog',
      payload: [{}],
    });
    expect(anon.statusCode).toBe(401);
    const big = await s.app.inject({
      method: 'POST',
      url: '/VERace/OnlineNumber/AddOperationLog',
      headers: student,
      payload: [{ content: 'x'.repeat(2001) }],
    });
    expect(big.statusCode).toBe(400);
  });

  it('serves configured settings', async () => {
    const chat = await s.app.inject({ url: '/VERace/Consul/GetChatIsShow' });
    expect(chat.json().data).toBe(true);
    const tabs = await s.app.inject({
      url: '/VERace/Consul/GetConfig',
      query: { key: 'ChartTabCount' },
    });
    expect(tabs.json().data).toBe('4');
  });

  it('gives a user their own robot secret only', async () => {
    const mine = await s.app.inject({
      url: '/robot/querysecret',
      headers: student,
      query: { loginName: 'logstud1' },
    });
    const created = await s.app.inject({
      method: 'POST',
      url: '/robot/createsecretbyloginname',
      headers: student,
      payload: { LoginName: 'logstud1', Userto: 'bot' },
    });
    expect(mine.json().data.secret).toMatch(/^[0-9a-f]{32}$/);
    expect(created.json().data.secret).toBe(mine.json().data.secret);
    const other = await s.app.inject({
      url: '/robot/querysecret',
      headers: student,
      query: { loginName: 'logadmin' },
    });
    expect(other.statusCode).toBe(403);
  });

  it('expires every session of a user through the test route', async () => {
    const auth = await signIn(s.app, 'logstud1');
    const res = await s.app.inject({
      method: 'POST',
      url: '/test/expire-sessions',
      payload: { userName: 'logstud1' },
    });
    expect(res.json().data).toBeGreaterThanOrEqual(1);
    expect((await s.app.inject({ url: '/VERace/User/GetMyRole', headers: auth })).statusCode).toBe(
      401,
    );
  });

  it('shows sent SMS codes on the demo outbox', async () => {
    await s.ctx.sms.send('13100000000', '验证码123456');
    const res = await s.app.inject({ url: '/demo/sms-outbox' });
    expect(res.json().data[0]).toMatchObject({ phone: '13100000000', text: '验证码123456' });
  });
});
