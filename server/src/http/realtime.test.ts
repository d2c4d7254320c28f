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
    s = await startTestServer('pglite');
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

  it('delivers a push to every connection of the user', async () => {
    const c = await connect(token);
    const got = new Promise<unknown>((resolve) => c.on('importprogress', resolve));
    const { id } = (await s.ctx.identity.users.findByName('hubuser1'))!;
    await s.ctx.realtime.sendUser(String(id), 'ImportProgress', { complete: true });
    await expect(got).resolves.toEqual({ complete: true });
  });
});
