import { DEFAULT_TEST_DB } from '../db/test-db';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { OutboxSmsGateway } from '../features/sms';
import { contentSecurityPolicy, remoteOrigins } from './security-headers';
import { addUser, signIn, startTestServer, type TestServer } from './test-app';

// Each file starts its own database; on a busy shared machine that takes more than 5 s.
jest.setTimeout(60_000);

/** Fail-open defaults of issue 12, each against the server as `npm start` builds it. */
describe('safe defaults', () => {
  let s: TestServer;
  let portalConfig: string;
  const writePortal = (remotes: Record<string, string>) =>
    writeFileSync(portalConfig, JSON.stringify({ remotes, license: { sections: {} } }));

  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'sec-defaults-'));
    mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><p>portal</p>');
    portalConfig = path.join(root, 'portal.json');
    writePortal({ remote_auth: '/remotes/remote-auth/mf-manifest.json' });
    s = await startTestServer(DEFAULT_TEST_DB, (c) => {
      c.staticRoot = root;
      c.portalConfigPath = portalConfig;
      c.security.docs = false;
      c.services.consul = { ...c.services.consul, ChartTabCount: '4' };
    });
    await addUser(s.ctx, { userName: 'secstud1' });
    await addUser(s.ctx, { userName: 'secteach1', role: 'teacher' });
  }, 60_000);
  afterAll(() => s.close());

  it('sends security headers and a CSP admitting the manifest remotes, re-read on change', async () => {
    const page = () => s.app.inject({ url: '/mainmatch', headers: { accept: 'text/html' } });
    const first = await page();
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(first.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self' ws://localhost:80 wss://localhost:80");
    expect(csp).not.toContain('127.0.0.1:7777');
    // Ops move a remote to another origin: the next page load admits it.
    writePortal({ remote_auth: 'http://127.0.0.1:7777/mf-manifest.json' });
    const moved = String((await page()).headers['content-security-policy']);
    expect(moved).toContain("script-src 'self' http://127.0.0.1:7777");
    expect(moved).toContain(
      "connect-src 'self' ws://localhost:80 wss://localhost:80 http://127.0.0.1:7777",
    );
    const api = await s.app.inject({ url: '/health' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
  });

  it('computes the policy from absolute remote entries only', () => {
    expect(
      remoteOrigins(
        JSON.stringify({
          remotes: { a: '/remotes/a.json', b: 'https://cdn.example/x/m.json', c: 'javascript:1' },
        }),
      ),
    ).toEqual(['https://cdn.example']);
    expect(remoteOrigins('not json')).toEqual([]);
    // A forged Host header cannot inject directives.
    expect(contentSecurityPolicy([], 'evil; script-src *')).not.toContain('evil');
  });

  it('answers login and token calls with Cache-Control: no-store', async () => {
    const login = await s.app.inject({
      url: '/api/user/login',
      query: { userName: 'secstud1', passWord: 'Passw0rd' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const auth = { authorization: `Bearer ${login.json().data.Token}` };
    for (const url of [
      '/VERace/User/RefreshToken',
      '/api/User/tokenvalidity',
      '/api/Login/LoginByToken',
    ]) {
      const res = await s.app.inject({ url, headers: auth });
      expect([url, res.headers['cache-control']]).toEqual([url, 'no-store']);
    }
    const qr = await s.app.inject({ method: 'POST', url: '/identity/saveqrcode', payload: {} });
    expect(qr.headers['cache-control']).toBe('no-store');
  });

  it('accepts ?token= only on downloads', async () => {
    const student = (await signIn(s.app, 'secstud1')).authorization.slice(7);
    const info = await s.app.inject({
      url: '/VERace/User/GetMyUserInfo',
      query: { token: student },
    });
    expect(info.statusCode).toBe(401);
    const viaAccess = await s.app.inject({
      url: '/VERace/User/GetMyUserInfo',
      query: { access_token: student },
    });
    expect(viaAccess.statusCode).toBe(401);
    const teacher = (await signIn(s.app, 'secteach1')).authorization.slice(7);
    const file = await s.app.inject({
      url: '/VERace/User/OutPutRegisterUserTemplate',
      query: { token: teacher },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
  });

  it('ends a session at its absolute lifetime however often it is refreshed', async () => {
    const auth = await signIn(s.app, 'secstud1');
    const signedInAt = s.clock.now().getTime();
    let lastExpiry = 0;
    for (let i = 0; i < 9; i += 1) {
      s.clock.advance(100 * 60_000);
      const res = await s.app.inject({ url: '/VERace/User/RefreshToken', headers: auth });
      if (res.statusCode !== 200) break;
      lastExpiry = Date.parse(res.json().data.ExpiresAt);
    }
    expect(lastExpiry).toBe(signedInAt + 12 * 3_600_000);
    s.clock.advance(lastExpiry - s.clock.now().getTime() + 1);
    expect((await s.app.inject({ url: '/VERace/User/GetMyRole', headers: auth })).statusCode).toBe(
      401,
    );
  });

  it('answers GetConfig for prototype keys as absent, in valid JSON', async () => {
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      const res = await s.app.inject({ url: '/VERace/Consul/GetConfig', query: { key } });
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ isOK: true, data: null });
    }
    const known = await s.app.inject({
      url: '/VERace/Consul/GetConfig',
      query: { key: 'ChartTabCount' },
    });
    expect(known.json().data).toBe('4');
  });

  it('serves no demo pages and no /docs unless configured', async () => {
    for (const url of ['/demo/sms-outbox', '/demo/qr-scan?key=abc', '/docs', '/docs/json']) {
      expect([url, (await s.app.inject({ url })).statusCode]).toEqual([url, 404]);
    }
  });

  it('turns demo pages, docs and code printing off in production whatever else is set', () => {
    const prod = loadConfig({ NODE_ENV: 'production', DEMO_DATA: '1' });
    expect(prod.seedDemoData).toBe(false);
    expect(prod.security.docs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ENABLE_DOCS: '1' }).security.docs).toBe(true);
    expect(loadConfig({}).security.corsOrigins).toEqual([]);
    const lines: string[] = [];
    void new OutboxSmsGateway((l) => lines.push(l), 50, true).send('13100000000', '验证码123456');
    expect(lines[0]).not.toContain('123456');
    expect(lines[0]).toContain('13100000000');
  });
});
