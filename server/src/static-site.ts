import fs from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The remotes served under /remotes/<folder>/, each from its own package's dist folder. */
export const REMOTE_FOLDERS = [
  'remote-auth',
  'remote-competition',
  'remote-training',
  'remote-markets',
] as const;

/**
 * Serves the built portal on this origin: the shell at /, each remote under /remotes/<name>/,
 * and the shell's index.html for every other GET that asks for a page (client-side routes).
 */
export async function registerStaticSite(app: FastifyInstance, staticRoot: string): Promise<void> {
  const shellDist = path.join(staticRoot, 'shell', 'dist');
  // gzip/brotli for the portal's JS and HTML (registered here, so it covers the static routes below).
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  for (const folder of REMOTE_FOLDERS) {
    await app.register(fastifyStatic, {
      root: path.join(staticRoot, folder, 'dist'),
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      setHeaders: (res) => res.header('access-control-allow-origin', '*'),
    });
  }
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    index: false,
    wildcard: false,
  });

  const indexFile = path.join(shellDist, 'index.html');
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && fs.existsSync(indexFile)) {
      return reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .sendFile('index.html', shellDist);
    }
    return reply.code(404).send({ retCode: 404, isOK: false, msg: '请求的资源不存在' });
  });
}
