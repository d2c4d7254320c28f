import { rowCachesOf } from './cache/row-caches';
import { createCluster, type ClusterRuntime } from './cluster';
import type { ServerConfig } from './config';
import type { Db } from './db/db';
import { openDatabase } from './db/open-db';
import { DEFAULT_LOCKOUT } from './domain/identity';
import { createHubPush } from './hub';
import type { HubPush } from './http/hub-push';
import { createRealtime, type Realtime } from './http/realtime';
import { createIdentityServices, type IdentityServices } from './features/identity';
import { createSmsGateway, type SmsGateway } from './features/sms';
import type { AppServices } from './services';

/** Where services read the time; tests replace it to move past expiries. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * Everything a feature needs from the running server, built once in main.ts (or by a test) and
 * handed to every feature plugin. Features add their services here as the server grows.
 */
export interface AppContext {
  config: ServerConfig;
  db: Db;
  clock: Clock;
  sms: SmsGateway;
  /** Pushes to browsers over the real-time hub (import progress, notices, quotes). */
  hub: HubPush;
  /** The hub itself (served at /hubs/quote), for features that add hub methods. */
  realtime: Realtime;
  identity: IdentityServices;
  /** One process or one of a cluster: leadership, shared limits, account locks (CLUSTER.md). */
  cluster: ClusterRuntime;
  /** The context's own services, each built on first use (services.ts). */
  services: AppServices;
}

/** Parts a test or a special start may supply instead of the defaults. */
export interface ContextOverrides {
  db?: Db;
  clock?: Clock;
  sms?: SmsGateway;
  hub?: HubPush;
  cluster?: ClusterRuntime;
}

/**
 * Builds the context: opens (and migrates) the configured database unless one is given, and
 * wires the services over it.
 */
export async function createContext(
  config: ServerConfig,
  overrides: ContextOverrides = {},
): Promise<AppContext> {
  const db = overrides.db ?? (await openDatabase(config));
  const clock = overrides.clock ?? systemClock;
  const sms = overrides.sms ?? createSmsGateway(config.services, config.production);
  const cluster =
    overrides.cluster ??
    createCluster({
      enabled: config.cluster.enabled,
      databaseUrl: config.databaseUrl,
      redisUrl: config.redisUrl,
      prefix: config.cluster.prefix,
      ...(config.cluster.node ? { node: config.cluster.node } : {}),
    });
  // Several processes: every read cache of the order path follows the cluster's invalidations.
  if (cluster.invalidations) rowCachesOf(db).connect(cluster.invalidations);
  const identity = createIdentityServices({
    db,
    clock,
    sms,
    config: config.identity,
    lockout: {
      ...DEFAULT_LOCKOUT,
      maxWrong: config.identity.maxWrongPasswords,
      lockMs: config.identity.lockMinutes * 60_000,
    },
    counters: cluster.counters,
    scanUrl: (key) => `${config.services.publicOrigin}/demo/qr-scan?key=${key}`,
  });
  const realtime = createRealtime({
    authenticate: (token) => identity.sessions.authenticate(token),
    redisUrl: config.redisUrl,
    limits: config.hub,
    corsOrigins: config.security.corsOrigins,
    tokenSecret: config.cluster.hubTokenSecret,
  });
  const hub = overrides.hub ?? createHubPush(realtime);
  return { config, db, clock, sms, hub, realtime, identity, cluster, services: {} };
}
