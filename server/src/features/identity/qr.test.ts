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

  const save = async (payload: Record<string, unknown> = {}) => {
    const res = await s.app.inject({ method: 'POST', url: '/identity/saveqrcode', payload });
    return res.json().data as { QRCodeKey: string; QRCodeSecret: string; APIUrl: string };
  };
  const poll = (QRCodeKey: string, QRCodeSecret?: string) =>
    s.app.inject({
      url: '/identity/queryqrcodestatus',
      query: { QRCodeKey, ...(QRCodeSecret === undefined ? {} : { QRCodeSecret }) },
    });
  const act = async (QRCodeKey: string, Action: string) =>
    s.app.inject({
      method: 'POST',
      url: '/identity/scanqrcode',
      headers: await signIn(s.app, 'nophone1'),
      payload: { QRCodeKey, Action },
    });

  it('logs a browser in by QR once the phone confirms', async () => {
    const saved = await save({ QRCodeApplicationMark: 'web', Type: 1 });
    expect(saved).toMatchObject({ Status: 0, Freq: 2 });
    const { QRCodeKey: key, QRCodeSecret: secret } = saved;
    await act(key, 'scan');
    expect((await poll(key, secret)).json().data).toMatchObject({
      Status: 1,
      Info: '需要在移动端确认登录',
    });
    await act(key, 'confirm');
    const done = (await poll(key, secret)).json().data;
    expect(done).toMatchObject({ Status: 4, Info: '页面即将跳转', User: { UserName: 'nophone1' } });
    const me = await s.app.inject({
      url: '/VERace/User/GetMyUserInfo',
      headers: { authorization: `Bearer ${done.User.Token}` },
    });
    expect(me.json().data.userName).toBe('nophone1');
    expect((await poll(key, secret)).json().data.User).toBeUndefined();
  });

  it('makes the key itself: a client-chosen key is neither taken nor reset', async () => {
    const first = await save({ QRCodeKey: 'k-chosen' });
    expect(first.QRCodeKey).toMatch(/^[0-9a-f]{32}$/);
    expect(first.QRCodeKey).not.toBe('k-chosen');
    expect(first.QRCodeSecret.length).toBeGreaterThanOrEqual(40);
    // The secret is not in what the QR code shows.
    expect(first.APIUrl).toContain(first.QRCodeKey);
    expect(first.APIUrl).not.toContain(first.QRCodeSecret);
    await act(first.QRCodeKey, 'scan');
    // Saving "the same key" again cannot reset someone else's scanned key.
    const again = await save({ QRCodeKey: first.QRCodeKey });
    expect(again.QRCodeKey).not.toBe(first.QRCodeKey);
    expect((await poll(first.QRCodeKey, first.QRCodeSecret)).json().data.Status).toBe(1);
  });

  it('gives the session only to the browser holding the secret, never to an onlooker', async () => {
    const { QRCodeKey: key, QRCodeSecret: secret } = await save();
    await act(key, 'confirm');
    // Someone who saw the QR code knows the key: without the secret they learn nothing.
    // One character off (a secret ending in A would make an 'A' ending the real one).
    const nearMiss = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (const attempt of [undefined, '', 'x'.repeat(43), nearMiss]) {
      const res = await poll(key, attempt);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ Status: 3, Info: '扫码失败' });
      expect(res.json().data.User).toBeUndefined();
    }
    // The creating browser still receives its session afterwards.
    expect((await poll(key, secret)).json().data).toMatchObject({
      Status: 4,
      User: { UserName: 'nophone1' },
    });
  });

  it('fails a QR key that nobody confirmed in time', async () => {
    const { QRCodeKey: key, QRCodeSecret: secret } = await save();
    s.clock.advance(121_000);
    expect((await poll(key, secret)).json().data).toMatchObject({ Status: 3, Info: '扫码失败' });
    const anon = await s.app.inject({
      method: 'POST',
      url: '/identity/scanqrcode',
      payload: { QRCodeKey: key },
    });
    expect(anon.statusCode).toBe(401);
  });
});
