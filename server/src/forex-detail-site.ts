import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy, socketSources } from './http/security-headers';

/** Where `npm start` serves the standalone forex-detail app (spec §2), e.g. /forex-detail/?symbol=EURUSD. */
export const FOREX_DETAIL_PATH = '/forex-detail/';

/** Longest config file read (it holds a few hosts and numbers). */
const MAX_CONFIG_BYTES = 16 * 1024;

/** The quote hosts named in the app's config text (primaryHost, backupHost); [] if unreadable. */
export function configHosts(text: string): string[] {
  try {
    const c = JSON.parse(text) as Record<string, unknown>;
    return [c.primaryHost, c.backupHost].filter((h): h is string => typeof h === 'string');
  } catch {
    return [];
  }
}

/**
 * Serves the forex-detail app's build (forex-detail/dist) under /forex-detail/. Its `config.json`
 * comes from the file named by FOREX_DETAIL_CONFIG when set (ops and tests configure the quote
 * hosts without touching the build), else from the build. The page's Content-Security-Policy lets
 * it open sockets to the hosts of that config.
 */
export async function registerForexDetailSite(
  app: FastifyInstance,
  staticRoot: string,
  configFile: string | undefined = process.env.FOREX_DETAIL_CONFIG,
): Promise<void> {
  const dist = path.join(staticRoot, 'forex-detail', 'dist');
  const configPath = configFile ? path.resolve(configFile) : path.join(dist, 'config.json');
  // Read on every use: an edited config applies to the next page load.
  const configText = () => {
    try {
      const text = readFileSync(configPath, 'utf8');
      return text.length > MAX_CONFIG_BYTES ? '{}' : text;
    } catch {
      return '{}';
    }
  };
  app.get('/forex-detail', (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(`${FOREX_DETAIL_PATH}${query < 0 ? '' : request.url.slice(query)}`, 301);
  });
  app.get(`${FOREX_DETAIL_PATH}config.json`, async (_request, reply) => {
    const text = configText();
    let body: unknown = {};
    try {
      body = JSON.parse(text);
    } catch {
      // a broken file: the app runs on its defaults
    }
    return reply.header('cache-control', 'no-cache').type('application/json').send(body);
  });
  await app.register(fastifyStatic, {
    root: dist,
    prefix: FOREX_DETAIL_PATH,
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const hashed = /\.[0-9a-f]{8,}\.js(\.br|\.gz)?$/.test(filePath);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (/\.html(\.br|\.gz)?$/.test(filePath)) {
        const hosts = configHosts(configText()).join(',');
        reply.header(
          'content-security-policy',
          contentSecurityPolicy([], reply.request.headers.host, socketSources(hosts)),
        );
      }
    },
  });
}
