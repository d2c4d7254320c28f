import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { cacheControlFor, pageEncoding, registerStaticSite, withManifest } from './static-site';

describe('cacheControlFor', () => {
  it('caches hashed chunks (and their precompressed twins) for a year, immutable', () => {
    for (const file of [
      '/dist/main.63867bdb.js',
      '/dist/__federation_expose_Routes.12e21ca1.js',
      '/dist/shared-base.5aa15999.js.br',
      '/dist/7470.4f0ddfd3.js.gz',
      '/dist/0a1b2c3d4e5f60718293.png',
    ]) {
      expect(cacheControlFor(file)).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates the page, the manifests and the remote entries on every use', () => {
    for (const file of [
      '/dist/index.html',
      '/dist/remoteEntry.js',
      '/dist/remoteEntry.js.br',
      '/dist/mf-manifest.json',
      '/dist/antd-union.json',
      '/dist/favicon.svg',
    ]) {
      expect(cacheControlFor(file)).toBe('no-cache');
    }
  });
});

describe('pageEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip, deflate')).toBe('gzip');
    expect(pageEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pageEncoding('br;q=0.0, gzip;q=0')).toBeNull();
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
  });
});

/**
 * A site on a temporary static root (with the shell's index.html when `indexHtml` is given) serving
 * `manifest()`; `run` gets the app, and the app and the folder are gone afterwards.
 */
async function withSite(
  indexHtml: string | null,
  manifest: () => Promise<unknown>,
  run: (app: FastifyInstance) => Promise<void>,
): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'static-site-'));
  if (indexHtml !== null) {
    mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(join(root, 'shell', 'dist', 'index.html'), indexHtml);
  }
  const app = Fastify();
  await registerStaticSite(app, root, manifest);
  try {
    await run(app);
  } finally {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  }
}

describe('the portal page', () => {
  it('carries the manifest in a data block before </head>, with < escaped', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    const page = withManifest(html, { school: '</script><script>alert(1)</script>', remotes: [] });
    expect(page).toContain(
      '<script id="portal-manifest" type="application/json">{"school":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>","remotes":[]}</script></head>',
    );
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script id="portal-manifest" type="application\/json">(.*?)<\/script>/.exec(page);
    expect(JSON.parse(json?.[1] ?? '')).toEqual({
      school: '</script><script>alert(1)</script>',
      remotes: [],
    });
  });

  it('serves every client route the shell page with the manifest read at that request', async () => {
    let school = '甲校';
    await withSite(
      '<html><head></head><body></body></html>',
      async () => ({ school, remotes: [] }),
      async (app) => {
        const page = () =>
          app.inject({ method: 'GET', url: '/mainmatch', headers: { accept: 'text/html' } });
        const first = await page();
        expect(first.statusCode).toBe(200);
        expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(first.headers['cache-control']).toBe('no-cache');
        expect(first.body).toContain('{"school":"甲校","remotes":[]}');
        school = '乙校';
        expect((await page()).body).toContain('{"school":"乙校","remotes":[]}');
        const api = await app.inject({
          method: 'GET',
          url: '/nope',
          headers: { accept: 'application/json' },
        });
        expect(api.statusCode).toBe(404);
      },
    );
  });

  it('sends the page compressed to a browser that accepts it', async () => {
    const body = `<html><head></head><body>${'<p>演示</p>'.repeat(400)}</body></html>`;
    await withSite(
      body,
      async () => ({ school: '甲校', remotes: [] }),
      async (app) => {
        const page = await app.inject({
          method: 'GET',
          url: '/index',
          headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
        });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-encoding']).toBe('gzip');
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
        const html = gunzipSync(page.rawPayload).toString('utf8');
        expect(html).toContain('{"school":"甲校","remotes":[]}');
        expect(page.rawPayload.length).toBeLessThan(html.length / 4);
        // A client that asks for no encoding gets the page as it is.
        const plain = await app.inject({
          method: 'GET',
          url: '/index',
          headers: { accept: 'text/html' },
        });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body).toBe(html);
      },
    );
  });

  it('answers a page request with the JSON 404 while there is no shell build', async () => {
    await withSite(
      null,
      async () => ({ school: '', remotes: [] }),
      async (app) => {
        const page = await app.inject({
          method: 'GET',
          url: '/mainmatch',
          headers: { accept: 'text/html' },
        });
        expect(page.statusCode).toBe(404);
        expect(page.json()).toMatchObject({ isOK: false, msg: '请求的资源不存在' });
      },
    );
  });
});
