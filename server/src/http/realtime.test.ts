import { DEFAULT_TEST_DB } from '../db/test-db';
import type { AddressInfo } from 'node:net';
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { hisTrainGroup } from './realtime';
import { addUser, signIn, startTestServer, type TestServer } from './test-app';

// Each file starts its own databases; on a busy shared machine that takes more than 5 s.
jest.setTimeout(60_000);

describe('real-time hub mounted on the server', () => {
  let s: TestServer;
  let base: string;
  let token: string;
  const open: HubConnection[] = [];
  beforeAll(async () => {
    s = await startTestServer(DEFAULT_TEST_DB, (c) => {
      c.hub.maxGroupsPerConnection = 5;
    });
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
    await addUser(s.ctx, { userName: 'hubuser1' });
    token = (await signIn(s.app, 'hubuser1')).authorization.slice(7);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(open.map((c) => c.stop()));
    await s.close();
  });

  const connect = async (accessToken: string) => {
    const c = new HubConnectionBuilder()
      .withUrl(`${base}/hubs/quote`, { accessTokenFactory: () => accessToken })
      .configureLogging(LogLevel.None)
      .build();
    open.push(c);
    await c.start();
    return c;
  };

  it('refuses a connection without a live session token', async () => {
    await expect(connect('not-a-token')).rejects.toThrow();
  });

  it('logs in with the session token and confirms the user', async () => {
    const c = await connect(token);
    expect(await c.invoke('Login', token)).toMatchObject({ isOK: true, UserName: 'hubuser1' });
    await expect(c.invoke('login', 'someone-elses-token')).rejects.toThrow('登录超时，请重新登录');
  });

  it('joins and leaves a historical-training group', async () => {
    const c = await connect(token);
    await c.invoke('HisTrain', 'replay-1');
    expect(s.ctx.realtime.groupConnections(hisTrainGroup('replay-1'))).toHaveLength(1);
    await c.invoke('UnHisTrain', 'replay-1');
    expect(s.ctx.realtime.groupConnections(hisTrainGroup('replay-1'))).toHaveLength(0);
  });

  it('validates HisTrain keys and caps the groups a connection can make', async () => {
    const c = await connect(token);
    for (const bad of ['../x', 'k'.repeat(65), 'a b', { k: 1 }, [1]]) {
      await expect(c.invoke('HisTrain', bad)).rejects.toThrow('训练标识不正确');
    }
    const joined: string[] = [];
    let refusal = '';
    for (let i = 0; i < 50 && !refusal; i += 1) {
      await c.invoke('HisTrain', `key-${i}`).then(
        () => joined.push(`key-${i}`),
        (e: Error) => (refusal = e.message),
      );
    }
    expect(refusal).toContain('订阅数量已达上限（5）');
    expect(joined).toHaveLength(5);
    // Joined groups plus the user group; nothing more was created.
    expect(s.ctx.realtime.groupsOf(c.connectionId!)).toHaveLength(6);
  });

  it('answers malformed Subscribe arguments with a completion error, not an exception', async () => {
    const c = await connect(token);
    const bad: unknown[][] = [
      [{ QuotationType: {} }],
      [{ QuotationType: ['SH'] }],
      [{ QuotationType: null, SearchParamData: [[{}]] }],
      [null],
      [42, { codes: 1 }],
    ];
    for (const args of bad) {
      await expect(c.invoke('Subscribe', ...args)).rejects.toThrow(/行情类型/);
    }
    expect(await c.invoke('Login', token)).toMatchObject({ isOK: true });
  });

  it('delivers a push to every connection of the user', async () => {
    const c = await connect(token);
    const got = new Promise<unknown>((resolve) => c.on('importprogress', resolve));
    const { id } = (await s.ctx.identity.users.findByName('hubuser1'))!;
    await s.ctx.realtime.sendUser(String(id), 'ImportProgress', { complete: true });
    await expect(got).resolves.toEqual({ complete: true });
  });
});
