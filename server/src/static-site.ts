import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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

/** The encoding of `accept-encoding` the page is sent in: brotli, else gzip, else none (q=0 refuses). */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** The page in that encoding (it is built per request, so it has no precompressed twin). */
function encodePage(html: string, encoding: 'br' | 'gzip' | null): string | Buffer {
  if (encoding === 'br')
    return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  return encoding === 'gzip' ? gzipSync(html) : html;
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
      // Compressed here: the compression plugin's hook leaves the not-found handler's replies alone.
      const encoding = pageEncoding(request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .send(encodePage(withManifest(html, await manifest()), encoding));
    }
    return reply.code(404).send({ retCode: 404, isOK: false, msg: '请求的资源不存在' });
  });
}
