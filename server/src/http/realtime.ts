import type { FastifyInstance } from 'fastify';
import type { HubLimitsConfig } from '../config';
import { createHub, HubError, RedisBackplane, type Hub, type HubUser } from '../hub';
import type { SessionUser } from './auth';

/** Path of the real-time hub: negotiate at `/hubs/quote/negotiate`, WebSocket at `/hubs/quote`. */
export const HUB_PATH = '/hubs/quote';

/** A hub connection's user: the session it authenticated with. */
export interface RealtimeUser extends HubUser {
  session: SessionUser;
}

export type Realtime = Hub<RealtimeUser>;

/** Group of a historical-training stream (HisTrain). */
export const hisTrainGroup = (key: string): string => `histrain:${key}`;

/** Group of one code of one quotation type; the market feature uses the same naming. */
export const quotationGroup = (type: string, code: string): string => `quote:${type}:${code}`;

const asText = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';

/** A group name part (training key, quotation type): short letters, digits and `_.:-`. */
const GROUP_KEY = /^[A-Za-z0-9_.:-]{1,64}$/;

/** The HisTrain key of a call: the given one if well-formed, the caller's own id when omitted. */
function hisTrainKey(key: unknown, userId: string): string {
  if (key === undefined || key === null || key === '') return userId;
  const k = asText(key);
  if (!GROUP_KEY.test(k)) throw new HubError('训练标识不正确');
  return k;
}

/** Reads `(type, codes)` or `({ QuotationType, SearchParamData })` as the portal sends them. */
function subscription(args: unknown[]): { type: string; codes: string[] } {
  const [first, second] = args;
  const obj = (typeof first === 'object' && first !== null ? first : {}) as Record<string, unknown>;
  const type = typeof first === 'string' ? first : asText(obj.QuotationType);
  const raw = typeof first === 'string' ? second : (obj.SearchParamData ?? obj.codes);
  const list = Array.isArray(raw) ? raw.map(asText) : asText(raw).split(/[,;]/);
  return {
    type,
    codes: list
      .map((c) => c.trim())
      .filter(Boolean)
      .slice(0, 500),
  };
}

/**
 * Creates the hub, authenticated by session tokens, with the portal's methods as thin adapters:
 * Login (confirms the session), Subscribe/UnSubscribe (join/leave quotation groups; the market
 * feature replaces them with its validating versions), HisTrain/UnHisTrain (join/leave a
 * historical-training stream group).
 */
export function createRealtime(options: {
  authenticate: (token: string) => Promise<SessionUser | undefined>;
  redisUrl: string | undefined;
  /** Groups per connection, connections per user, frame size (config.hub). */
  limits?: HubLimitsConfig;
  /** Origins allowed to negotiate cross-origin (config.security.corsOrigins). */
  corsOrigins?: readonly string[];
  /** Shared by every process of a cluster (config.cluster.hubTokenSecret). */
  tokenSecret?: string | undefined;
}): Realtime {
  const origins = new Set(options.corsOrigins ?? []);
  const hub = createHub<RealtimeUser>({
    path: HUB_PATH,
    keepAliveMs: 15_000,
    allowOrigin: (origin) => origins.has(origin),
    ...(options.limits ?? {}),
    authenticate: async (token) => {
      const session = token ? await options.authenticate(token) : undefined;
      return session ? { id: String(session.id), session } : null;
    },
    ...(options.redisUrl ? { backplane: new RedisBackplane({ url: options.redisUrl }) } : {}),
    ...(options.tokenSecret ? { tokenSecret: options.tokenSecret } : {}),
  });
  hub.method('Login', async (ctx, token?: unknown) => {
    if (typeof token === 'string' && token !== '') {
      const again = await options.authenticate(token);
      if (!again || again.id !== ctx.user.session.id) throw new HubError('登录超时，请重新登录');
    }
    const me = ctx.user.session;
    return { isOK: true, UserID: me.id, UserName: me.userName };
  });
  hub.method('Subscribe', async (ctx, ...args: unknown[]) => {
    const { type, codes } = subscription(args);
    if (!type || !GROUP_KEY.test(type)) throw new HubError('缺少行情类型');
    for (const code of codes) await hub.addToGroup(ctx.connectionId, quotationGroup(type, code));
    return codes;
  });
  hub.method('UnSubscribe', async (ctx, ...args: unknown[]) => {
    const { type, codes } = subscription(args);
    for (const code of codes)
      await hub.removeFromGroup(ctx.connectionId, quotationGroup(type, code));
    return true;
  });
  // Each key is a group: keys are validated, and a connection's groups are capped by the hub.
  hub.method('HisTrain', async (ctx, key?: unknown) => {
    await hub.addToGroup(ctx.connectionId, hisTrainGroup(hisTrainKey(key, ctx.user.id)));
    return true;
  });
  hub.method('UnHisTrain', async (ctx, key?: unknown) => {
    await hub.removeFromGroup(ctx.connectionId, hisTrainGroup(hisTrainKey(key, ctx.user.id)));
    return true;
  });
  return hub;
}

/**
 * Serves the hub on the Fastify server: negotiate (and its CORS preflight) before Fastify parses
 * the request, WebSocket upgrades on the HTTP server, and closes it with the app.
 */
export function mountRealtime(app: FastifyInstance, hub: Realtime): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(`${hub.path}/negotiate`)) return;
    reply.hijack();
    if (!hub.handleNegotiate(request.raw, reply.raw)) {
      reply.raw.statusCode = 404;
      reply.raw.end();
    }
  });
  hub.attach(app.server);
  app.addHook('onClose', async () => hub.close());
}
