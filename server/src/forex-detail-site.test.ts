import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { configHosts, registerForexDetailSite } from './forex-detail-site';

/** A build folder of the app under a fresh static root, and an ops config file elsewhere. */
function site(config: unknown) {
  const root = mkdtempSync(path.join(tmpdir(), 'fxd-site-'));
  const dist = path.join(root, 'forex-detail', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>外汇行情详情</title>');
  writeFileSync(path.join(dist, 'main.0123abcd.js'), 'void 0;');
  writeFileSync(path.join(dist, 'config.json'), JSON.stringify({ primaryHost: '' }));
  const file = path.join(root, 'ops-config.json');
  writeFileSync(file, typeof config === 'string' ? config : JSON.stringify(config));
  return { root, file };
}

describe('the forex-detail app on the server', () => {
  it('serves its page with a CSP that admits the configured quote hosts', async () => {
    const { root, file } = site({ primaryHost: '', backupHost: 'https://quote-b.example:8443' });
    const app = Fastify();
    await registerForexDetailSite(app, root, file);
    const page = await app.inject({ url: '/forex-detail/', headers: { host: 'portal.example' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('外汇行情详情');
    expect(page.headers['cache-control']).toBe('no-cache');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(
      "connect-src 'self' ws://portal.example wss://portal.example https://quote-b.example:8443 wss://quote-b.example:8443",
    );
    const js = await app.inject({ url: '/forex-detail/main.0123abcd.js' });
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await app.close();
  });

  it('answers the build config when no file is configured, {} for a broken file', async () => {
    const built = site({});
    const a = Fastify();
    await registerForexDetailSite(a, built.root, undefined);
    expect((await a.inject({ url: '/forex-detail/config.json' })).json()).toEqual({
      primaryHost: '',
    });
    await a.close();
    const broken = site('{ not json');
    const b = Fastify();
    await registerForexDetailSite(b, broken.root, broken.file);
    expect((await b.inject({ url: '/forex-detail/config.json' })).json()).toEqual({});
    await b.close();
  });

  it('reads only the host fields of a config', () => {
    expect(configHosts('{"primaryHost":"http://a:1","backupHost":"","x":"http://evil"}')).toEqual([
      'http://a:1',
      '',
    ]);
    expect(configHosts('nope')).toEqual([]);
  });
});
