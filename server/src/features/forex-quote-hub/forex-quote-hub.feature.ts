import { clientAddress, createHub, HubError, type AddressLimitOptions, type Hub } from '../../hub';
import type { SimulatedMarket } from '../../domain/market';
import type { Feature } from '../feature';
import { marketOf, registerQuoteHub } from '../quotation';

/** Path of the public forex quote hub (the standalone forex-detail app, spec §2 and §9). */
export const FOREX_HUB_PATH = '/hubs/forex';

/** Sockets the public hub keeps at most (each process); more are refused with 401. */
export const FOREX_HUB_MAX_CONNECTIONS = 2_000;

/**
 * Per client address (issue 35): live sockets and new connections a minute. Every guest is a new
 * user, so the per-user cap never applies; without these one address could take the whole
 * global cap. A classroom behind one NAT still fits.
 */
export const FOREX_HUB_ADDRESS_LIMITS: AddressLimitOptions = { maxLive: 100, maxPerMinute: 200 };

/** Pairs one connection may follow at once. */
export const FOREX_HUB_MAX_CODES = 5;

/**
 * A public, read-only quote hub for the standalone forex-detail app: no sign-in (the app is
 * deployed alone, on any origin), WebSocket only, and nothing but Subscribe/UnSubscribe of
 * TickQuotationInfo for forex pairs and MinuteLine (the pair's minute closes of the day, for the
 * price line). It has no user pushes, no training streams and no Login.
 */
export function createForexHub(
  options: {
    maxConnections?: number;
    addressLimits?: AddressLimitOptions;
    /** Behind a trusted proxy: the address is the last X-Forwarded-For entry. */
    trustProxy?: boolean;
  } = {},
): Hub {
  const maxConnections = options.maxConnections ?? FOREX_HUB_MAX_CONNECTIONS;
  const trustProxy = options.trustProxy ?? false;
  let guests = 0;
  const hub: Hub = createHub({
    path: FOREX_HUB_PATH,
    addressLimits: options.addressLimits ?? FOREX_HUB_ADDRESS_LIMITS,
    clientAddress: (req) => clientAddress(req, trustProxy),
    keepAliveMs: 10_000,
    // The app's own time-out is 30 s (spec §9); a silent client is dropped after twice that.
    clientTimeoutMs: 60_000,
    maxGroupsPerConnection: FOREX_HUB_MAX_CODES,
    maxMessageBytes: 4 * 1024,
    authenticate: async () =>
      hub.connectionCount() < maxConnections ? { id: `guest-${++guests}` } : null,
  });
  return hub;
}

/**
 * Serves the public forex hub on this server, fed by the same market steps as the portal's hub
 * (in a cluster, the leader's steps over Redis, pushed by each process to its own sockets).
 */
export const forexQuoteHubFeature: Feature = async (app, ctx) => {
  const hub = createForexHub({ trustProxy: ctx.config.trustProxy });
  const cluster = ctx.cluster.enabled ? ctx.cluster : undefined;
  const market = async () => (await marketOf(ctx)).market;
  const stop = registerQuoteHub(hub, market, {
    ...(cluster
      ? { ticks: (l) => cluster.onQuotes((b) => l(b.quotes, b.t)), localPush: true }
      : {}),
    only: {
      types: ['TickQuotationInfo'],
      security: (s) => s?.board === 'forex',
      maxCodes: FOREX_HUB_MAX_CODES,
    },
  });
  hub.method('MinuteLine', async (_ctx, code?: unknown) => minuteLine(await market(), code));
  hub.attach(app.server);
  app.addHook('onClose', async () => {
    stop();
    await hub.close();
  });
};

/** The minute closes of a forex pair today, `[time 'YYYY-MM-DD HH:mm' (Asia/Shanghai), close]`. */
export function minuteLine(market: SimulatedMarket, code: unknown): Array<[string, number]> {
  const text = typeof code === 'string' && /^[A-Za-z]{6}$/.test(code) ? code.toUpperCase() : '';
  const sec = text ? market.security(text) : undefined;
  if (!sec || sec.board !== 'forex') throw new HubError(`证券代码不存在：${text || '?'}`);
  return market.minuteBars(`${sec.code}.${sec.market}`).map((b) => [b.time, b.close]);
}
