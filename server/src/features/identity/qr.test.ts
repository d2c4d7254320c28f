import { TEST_DB_KINDS } from '../../db/test-db';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';

// Each file starts its own databases; on a busy shared machine that takes more than 5 s.
jest.setTimeout(60_000);

describe.each(TEST_DB_KINDS)('QR login on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await addUser(s.ctx, { userName: 'nophone1' });
  }, 60_000);
  afterAll(() => s.close());

  it('logs a browser in by QR once the phone confirms', async () => {
    const saved = await s.app.inject({
      method: 'POST',
      url: '/identity/saveqrcode',
      payload: { QRCodeKey: 'k-123', QRCodeApplicationMark: 'web', Type: 1 },
    });
    expect(saved.json().data).toMatchObject({ Status: 0, Freq: 2 });
    const phone = await signIn(s.app, 'nophone1');
    const poll = () =>
      s.app.inject({ url: '/identity/queryqrcodestatus', query: { QRCodeKey: 'k-123' } });
    const act = (Action: string) =>
      s.app.inject({
        method: 'POST',
        url: '/identity/scanqrcode',
        headers: phone,
        payload: { QRCodeKey: 'k-123', Action },
      });
    await act('scan');
    expect((await poll()).json().data).toMatchObject({ Status: 1, Info: '需要在移动端确认登录' });
    await act('confirm');
    const done = (await poll()).json().data;
    expect(done).toMatchObject({ Status: 4, Info: '页面即将跳转', User: { UserName: 'nophone1' } });
    const me = await s.app.inject({
      url: '/VERace/User/GetMyUserInfo',
      headers: { authorization: `Bearer ${done.User.Token}` },
    });
    expect(me.json().data.userName).toBe('nophone1');
    expect((await poll()).json().data.User).toBeUndefined();
  });

  it('fails a QR key that nobody confirmed in time', async () => {
    await s.app.inject({
      method: 'POST',
      url: '/identity/saveqrcode',
      payload: { QRCodeKey: 'k-old' },
    });
    s.clock.advance(121_000);
    const res = await s.app.inject({
      url: '/identity/queryqrcodestatus',
      query: { QRCodeKey: 'k-old' },
    });
    expect(res.json().data).toMatchObject({ Status: 3, Info: '扫码失败' });
    const anon = await s.app.inject({
      method: 'POST',
      url: '/identity/scanqrcode',
      payload: { QRCodeKey: 'k-old' },
    });
    expect(anon.statusCode).toBe(401);
  });
});
