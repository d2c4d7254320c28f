import { stat, readFile } from 'node:fs/promises';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A Host header fit to appear in a policy (no spaces, semicolons or quotes). */
const SAFE_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** The origins of absolute remote entries in a portal config file; relative ones are 'self'. */
export function remoteOrigins(configText: string): string[] {
  let remotes: unknown;
  try {
    remotes = (JSON.parse(configText) as { remotes?: unknown }).remotes;
  } catch {
    return [];
  }
  if (typeof remotes !== 'object' || remotes === null) return [];
  const origins = new Set<string>();
  for (const entry of Object.values(remotes)) {
    if (typeof entry !== 'string') continue;
    try {
      const url = new URL(entry);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // a relative entry: served by this origin
    }
  }
  return [...origins].sort();
}

/**
 * The Content-Security-Policy of a page: our origin plus the remote origins of the portal
 * manifest for scripts, styles, fonts, images and fetches (the federated remotes); the hub's
 * WebSocket on this host; inline styles (antd and Highcharts style elements at run time), no
 * inline or eval'd script; no plugins, no framing by other sites.
 */
export function contentSecurityPolicy(
  remotes: readonly string[],
  host: string | undefined,
  /** Further sources pages may connect to (the forex quote hosts, `socketSources`). */
  connect: readonly string[] = [],
): string {
  const extra = remotes.length ? ` ${remotes.join(' ')}` : '';
  const hub = host && SAFE_HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  const sockets = connect.length ? `${hub} ${connect.join(' ')}` : hub;
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    `style-src 'self' 'unsafe-inline'${extra}`,
    `font-src 'self' data:${extra}`,
    `img-src 'self' data: blob:${extra}`,
    `connect-src 'self'${sockets}${extra}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The connect-src sources of a comma-separated host list (`http(s)://host[:port]`): each origin
 * and its WebSocket twin; anything else is left out.
 */
export function socketSources(hosts: string | undefined): string[] {
  const out = new Set<string>();
  for (const entry of (hosts ?? '').split(',')) {
    try {
      const url = new URL(entry.trim());
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !SAFE_HOST.test(url.host))
        continue;
      out.add(url.origin);
      out.add(`${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`);
    } catch {
      // blank or relative: this origin
    }
  }
  return [...out];
}

/**
 * The portal manifest's remote origins, re-read whenever the file changes (ops edit it while the
 * server runs; the next page load must already admit a moved remote).
 */
export class ManifestOrigins {
  private cached: { stamp: string; origins: string[] } | undefined;

  constructor(private readonly configPath: string) {}

  async current(): Promise<string[]> {
    let stamp: string;
    try {
      const s = await stat(this.configPath);
      stamp = `${s.mtimeMs}:${s.size}:${s.ino}`;
    } catch {
      return [];
    }
    if (this.cached?.stamp === stamp) return this.cached.origins;
    const text = await readFile(this.configPath, 'utf8').catch(() => '');
    const origins = remoteOrigins(text);
    this.cached = { stamp, origins };
    return origins;
  }
}

/**
 * Permissions-Policy of every answer: the portal uses no camera, microphone, location, motion
 * sensors, payment or USB, so no page of it (nor a frame in it) may ask for them; full screen
 * (the training videos) stays for this origin only.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

const isType = (reply: FastifyReply, prefix: string): boolean =>
  String(reply.getHeader('content-type') ?? '').startsWith(prefix);

/**
 * Security headers on every answer (issue 12): helmet's set (nosniff, frame options, referrer
 * policy, HSTS on HTTPS, COOP …); a Content-Security-Policy on HTML pages computed per request
 * from the portal manifest (a page that set its own, e.g. with a nonce, keeps it); and
 * a Permissions-Policy (issue 35) and `Cache-Control: no-store` on every JSON answer that did not choose its own caching (login and
 * token answers, account data). The built remotes stay loadable from other origins.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { portalConfigPath: string; connectSources?: readonly string[] },
): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    strictTransportSecurity: { maxAge: 180 * 24 * 3600, includeSubDomains: false },
  });
  const manifest = new ManifestOrigins(options.portalConfigPath);
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    if (!reply.hasHeader('permissions-policy'))
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.url.startsWith('/remotes/')) {
      // Federated remotes may be loaded by a portal on another origin (they send ACAO: *).
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    if (isType(reply, 'text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header(
        'content-security-policy',
        contentSecurityPolicy(
          await manifest.current(),
          request.headers.host,
          options.connectSources,
        ),
      );
    }
    if (isType(reply, 'application/json') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
