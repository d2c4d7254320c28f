import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { registerForexDetailSite } from './forex-detail-site';

/** The remotes served under /remotes/<folder>/, each from its own package's dist folder. */
export const REMOTE_FOLDERS = [
  'remote-auth',
  'remote-competition',
  'remote-training',
  'remote-markets',
] as const;

/**
 * A build output named by its content hash (`main.0123abcd.js`, `0123…ef.png`, or its precompressed
 * `.br`/`.gz` twin): its bytes never change.
 */
const HASHED_FILE = /(?:^|\.)[0-9a-f]{8,}\.(?:js|mjs|css|woff2?|png|svg|jpe?g|gif)(?:\.br|\.gz)?$/;

/**
 * Repeat visits: hashed chunks are cached for a year without revalidation; everything else (HTML,
 * remoteEntry.js, mf-manifest.json, antd-union.json, shared-exports.json, favicon) is revalidated on every use, so a
 * redeployed remote or a new shell is picked up by the next page load.
 */
export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(path.basename(filePath))
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/** The id of the page's data block holding the portal manifest (shell/src/federation/portal-manifest.ts). */
const MANIFEST_BLOCK_ID = 'portal-manifest';

/**
 * The page with the portal manifest in it, as a JSON data block before `</head>`: the shell's first
 * script registers the remotes and starts the first route's remote at once, instead of asking for
 * /portal/remotes.json and waiting for the answer while the browser compiles the shared libraries.
 * `<` is escaped, so no value of the ops-edited manifest can close the block.
 */
export function withManifest(html: string, manifest: unknown): string {
  const json = JSON.stringify(manifest).replace(/</g, '\\u003c');
  const block = `<script id="${MANIFEST_BLOCK_ID}" type="application/json">${json}</script>`;
  const at = html.indexOf('</head>');
  return at < 0 ? `${block}${html}` : `${html.slice(0, at)}${block}${html.slice(at)}`;
}

/**
 * Serves the built portal on this origin: the shell at /, each remote under /remotes/<name>/,
 * and the shell's index.html for every other GET that asks for a page (client-side routes), with
 * the portal manifest `manifest()` reads (on every page, so an ops edit applies on the next load).
 */
export async function registerStaticSite(
  app: FastifyInstance,
  staticRoot: string,
  manifest: () => Promise<unknown>,
): Promise<void> {
  const shellDist = path.join(staticRoot, 'shell', 'dist');
  // gzip/brotli for what has no precompressed .br/.gz next to it (the builds write them for their
  // JS, JSON and HTML; registered here, so it covers the static routes below).
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // The standalone forex-detail app (spec §2) under /forex-detail/.
  await registerForexDetailSite(app, staticRoot);
  for (const folder of REMOTE_FOLDERS) {
    await app.register(fastifyStatic, {
      root: path.join(staticRoot, folder, 'dist'),
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('access-control-allow-origin', '*');
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
  }
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
  });

  const indexFile = path.join(shellDist, 'index.html');
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    // No build yet (an API-only server): the page is missing, the answer is the JSON 404.
    const html = wantsPage ? await readFile(indexFile, 'utf8').catch(() => null) : null;
    if (html !== null) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(withManifest(html, await manifest()));
    }
    return reply.code(404).send({ retCode: 404, isOK: false, msg: '请求的资源不存在' });
  });
}
