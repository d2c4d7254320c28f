import { createHub, type Hub } from '../../hub';
import type { Feature } from '../feature';
import { marketOf } from '../quotation/market-service';
import { registerQuoteHub } from '../quotation/quote-hub';

/** Path of the public forex quote hub (the standalone forex-detail app, spec §2 and §9). */
export const FOREX_HUB_PATH = '/hubs/forex';

/** Sockets the public hub keeps at most (each process); more are refused with 401. */
export const FOREX_HUB_MAX_CONNECTIONS = 2_000;

/** Pairs one connection may follow at once. */
export const FOREX_HUB_MAX_CODES = 5;

/**
 * A public, read-only quote hub for the standalone forex-detail app: no sign-in (the app is
 * deployed alone, on any origin), WebSocket only, and nothing but Subscribe/UnSubscribe of
 * TickQuotationInfo for forex pairs. It has no user pushes, no training streams and no Login.
 */
export function createForexHub(maxConnections = FOREX_HUB_MAX_CONNECTIONS): Hub {
  let guests = 0;
  const hub: Hub = createHub({
    path: FOREX_HUB_PATH,
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
  const hub = createForexHub();
  const cluster = ctx.cluster.enabled ? ctx.cluster : undefined;
  const stop = registerQuoteHub(hub, async () => (await marketOf(ctx)).market, {
    ...(cluster
      ? { ticks: (l) => cluster.onQuotes((b) => l(b.quotes, b.t)), localPush: true }
      : {}),
    only: {
      types: ['TickQuotationInfo'],
      security: (s) => s?.board === 'forex',
      maxCodes: FOREX_HUB_MAX_CODES,
    },
  });
  hub.attach(app.server);
  app.addHook('onClose', async () => {
    stop();
    await hub.close();
  });
};
