import { Redis } from 'ioredis';
import { Pool } from 'pg';
import type { InvalidationBus } from '../cache/row-caches';
import type { MarketTime, Quote } from '../domain/market';
import { redisInvalidationBus } from './invalidation-bus';
import { LeaderElection, LOCK_SPACE, type Leadership } from './leader';
import {
  memoryCallCounters,
  memoryCounters,
  redisCallCounters,
  redisCounters,
  type CallCounterFactory,
  type HitCounterFactory,
} from './rate-limits';

/** Runs `body` as the only writer of an account across every process. */
export type AccountGuard = <T>(accountId: number, body: () => Promise<T>) => Promise<T>;

/** One market step as the leader publishes it. */
export interface QuoteBatch {
  epoch: number;
  t: MarketTime;
  quotes: Quote[];
}

/**
 * How this process takes part in a deployment (server/CLUSTER.md). One process (the default):
 * it is always the leader, limits live in memory, accounts are serialised in memory. Cluster mode
 * (CLUSTER_MODE=1, PostgreSQL and Redis): leader elected on a PostgreSQL advisory lock, limits
 * counted in Redis, each account step under a PostgreSQL advisory lock, quotes over Redis.
 */
export interface ClusterRuntime {
  enabled: boolean;
  node: string;
  isLeader(): boolean;
  leadership(): Leadership;
  /** Called on every change of leadership (and at once with the current state). */
  onLeadership(listener: (l: Leadership) => void): () => void;
  counters: HitCounterFactory;
  /** Per-user limits of expensive calls (issue 35): memory, or Redis shared by every process. */
  callCounters: CallCounterFactory;
  /** Account write guard; absent with one process (the engine's in-memory queue suffices). */
  accountGuard?: AccountGuard;
  /** Runs `body` holding advisory lock (space, key) across the cluster; absent with one process. */
  exclusive?<T>(space: number, key: number, body: () => Promise<T>): Promise<T>;
  /** Tries the lock of an idle account without waiting; undefined when it is busy elsewhere. */
  tryAccount?<T>(accountId: number, body: () => Promise<T>): Promise<T | undefined>;
  /** Order ids from the shared sequence; absent with one process. */
  nextOrderId?: () => Promise<number>;
  /** Moves the shared sequence past ids already stored by a single process on this database. */
  alignOrderIds(maxStored: number): Promise<void>;
  /** Leader: publishes a market step to every process. */
  publishQuotes(batch: QuoteBatch): void;
  /** Market steps from the leader, in cluster mode; returns an unsubscribe. */
  onQuotes(listener: (batch: QuoteBatch) => void): () => void;
  /** Read-cache invalidations shared by every process (cluster mode; cache/row-caches.ts). */
  invalidations?: InvalidationBus;
  close(): Promise<void>;
}

export interface ClusterSettings {
  enabled: boolean;
  databaseUrl?: string;
  redisUrl?: string;
  node?: string;
  prefix?: string;
}

/** The single-process runtime. */
export function singleProcess(): ClusterRuntime {
  const lead: Leadership = { leader: true, epoch: 1 };
  return {
    enabled: false,
    node: `pid-${process.pid}`,
    isLeader: () => true,
    leadership: () => lead,
    onLeadership: (l) => (l(lead), () => undefined),
    counters: memoryCounters,
    callCounters: memoryCallCounters,
    alignOrderIds: async () => undefined,
    publishQuotes: () => undefined,
    onQuotes: () => () => undefined,
    close: async () => undefined,
  };
}

/** Limits shared over Redis without the rest of cluster mode (REDIS_URL alone). */
export function sharedLimits(redisUrl: string, prefix = 'portal'): ClusterRuntime {
  const redis = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
  redis.on('error', () => undefined);
  return {
    ...singleProcess(),
    counters: redisCounters(redis, prefix),
    callCounters: redisCallCounters(redis, prefix),
    close: async () => void (await redis.quit().catch(() => undefined)),
  };
}

/** Builds the runtime for the settings: cluster mode needs both DATABASE_URL and REDIS_URL. */
export function createCluster(s: ClusterSettings): ClusterRuntime {
  if (!s.enabled) return s.redisUrl ? sharedLimits(s.redisUrl, s.prefix) : singleProcess();
  if (!s.databaseUrl || !s.redisUrl)
    throw new Error('CLUSTER_MODE=1 needs DATABASE_URL (PostgreSQL) and REDIS_URL');
  return clusterMode(s.databaseUrl, s.redisUrl, s.node ?? `pid-${process.pid}`, s.prefix);
}

function clusterMode(
  databaseUrl: string,
  redisUrl: string,
  node: string,
  prefix = 'portal',
): ClusterRuntime {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const sub = new Redis(redisUrl);
  for (const r of [redis, sub]) r.on('error', () => undefined);
  const invalidations = redisInvalidationBus(redis, sub, prefix, node);
  const election = new LeaderElection(databaseUrl, node);
  election.start();
  const locks = advisoryLocks(databaseUrl);
  const ids = sequenceOrderIds(databaseUrl);
  return {
    enabled: true,
    node,
    isLeader: () => election.current.leader,
    leadership: () => election.current,
    onLeadership(listener) {
      listener(election.current);
      return election.onChange(listener);
    },
    counters: redisCounters(redis, prefix),
    callCounters: redisCallCounters(redis, prefix),
    accountGuard: async (accountId, body) => {
      const r = await locks.withLock(accountId, true, body);
      return r.value as Awaited<ReturnType<typeof body>>;
    },
    async exclusive(space, key, body) {
      const r = await locks.withLock(key, true, body, space);
      return r.value as Awaited<ReturnType<typeof body>>;
    },
    async tryAccount(accountId, body) {
      const r = await locks.withLock(accountId, false, body);
      return r.ran ? r.value : undefined;
    },
    nextOrderId: ids.next,
    alignOrderIds: ids.align,
    ...quoteRelay(redis, sub, `${prefix}:market:quotes`, election),
    invalidations,
    async close() {
      invalidations.close();
      await election.stop();
      await locks.end().catch(() => undefined);
      await ids.end().catch(() => undefined);
      for (const r of [redis, sub]) await r.quit().catch(() => undefined);
    },
  };
}

/**
 * The leader's market steps to every process over Redis pub/sub, fenced by the leader's epoch:
 * only the current leader publishes, and a deposed leader's late steps are dropped.
 */
function quoteRelay(
  redis: Redis,
  sub: Redis,
  channel: string,
  election: LeaderElection,
): Pick<ClusterRuntime, 'publishQuotes' | 'onQuotes'> {
  const quoteListeners = new Set<(b: QuoteBatch) => void>();
  let newestEpoch = 0;
  void sub.subscribe(channel);
  sub.on('message', (ch: string, raw: string) => {
    if (ch !== channel) return;
    const batch = JSON.parse(raw) as QuoteBatch;
    if (batch.epoch < newestEpoch) return;
    newestEpoch = batch.epoch;
    for (const l of quoteListeners) l(batch);
  });
  return {
    publishQuotes(batch) {
      if (!election.current.leader || batch.epoch !== election.current.epoch) return;
      void redis.publish(channel, JSON.stringify(batch)).catch(() => undefined);
    },
    onQuotes(listener) {
      quoteListeners.add(listener);
      return () => quoteListeners.delete(listener);
    },
  };
}

/** PostgreSQL advisory locks; they wait on their own connections, never on the pool the writes use. */
function advisoryLocks(databaseUrl: string) {
  const locks = new Pool({ connectionString: databaseUrl, max: 16 });
  locks.on('error', () => undefined);
  const withLock = async <T>(
    key: number,
    wait: boolean,
    body: () => Promise<T>,
    space: number = LOCK_SPACE.ACCOUNT,
  ) => {
    const client = await locks.connect();
    try {
      const sql = wait
        ? 'SELECT pg_advisory_lock($1, $2)'
        : 'SELECT pg_try_advisory_lock($1, $2) AS ok';
      const { rows } = await client.query<{ ok?: boolean }>(sql, [space, key]);
      if (!wait && !rows[0]?.ok) return { ran: false as const };
      try {
        return { ran: true as const, value: await body() };
      } finally {
        await client.query('SELECT pg_advisory_unlock($1, $2)', [space, key]);
      }
    } finally {
      client.release();
    }
  };
  return { withLock, end: () => locks.end() };
}

/**
 * Order ids from one PostgreSQL sequence for every process. They are drawn while an account lock
 * is held: never from the lock pool (that could leave every lock holder waiting for a connection
 * that only a lock holder can free).
 */
function sequenceOrderIds(databaseUrl: string) {
  const ids = new Pool({ connectionString: databaseUrl, max: 4 });
  ids.on('error', () => undefined);
  return {
    async next() {
      const { rows } = await ids.query<{ id: string }>(
        "SELECT nextval('trading_order_id_seq') AS id",
      );
      return Number(rows[0]?.id);
    },
    async align(maxStored: number) {
      // Only ever forward, and only past ids the sequence did not hand out itself.
      await ids.query(
        `SELECT setval('trading_order_id_seq', $1::bigint) FROM trading_order_id_seq
         WHERE $1::bigint > (CASE WHEN is_called THEN last_value ELSE 0 END)`,
        [maxStored],
      );
    },
    end: () => ids.end(),
  };
}
