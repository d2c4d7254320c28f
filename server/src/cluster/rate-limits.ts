import type { Redis } from 'ioredis';
import { RateLimiter, type RateRule } from '../domain/identity';

/** Counts hits per key and window; false once a key is over its limit (login, SMS). */
export interface HitCounter {
  hit(key: string, nowMs: number): boolean | Promise<boolean>;
}

/** Builds the counter of one named limit (e.g. `login:ip`). */
export type HitCounterFactory = (name: string, rule: RateRule) => HitCounter;

/** One process: the in-memory fixed-window limiter. */
export const memoryCounters: HitCounterFactory = (_name, rule) => new RateLimiter(rule);

/**
 * Every process of a cluster: fixed windows aligned on the clock, counted in Redis with INCR
 * (atomic across processes); each key expires after its window.
 */
export function redisCounters(redis: Redis, prefix: string): HitCounterFactory {
  return (name, rule) => ({
    async hit(key, nowMs) {
      const window = Math.floor(nowMs / rule.windowMs);
      const k = `${prefix}:rate:${name}:${window}:${key}`;
      const res = await redis
        .multi()
        .incr(k)
        .pexpire(k, rule.windowMs + 1000)
        .exec();
      const count = Number(res?.[0]?.[1] ?? Number.POSITIVE_INFINITY);
      return count <= rule.limit;
    },
  });
}

/** One call counted against a per-user limit: allowed or not, and when the window ends. */
export interface CallVerdict {
  ok: boolean;
  /** Milliseconds until the current window ends (when a refused caller may try again). */
  retryAfterMs: number;
}

/** Counts calls per key in fixed windows aligned on the clock (issue 35: expensive calls). */
export interface CallCounter {
  hit(key: string, nowMs: number): Promise<CallVerdict>;
}

export type CallCounterFactory = (name: string, rule: RateRule) => CallCounter;

const windowEnd = (rule: RateRule, nowMs: number): number =>
  (Math.floor(nowMs / rule.windowMs) + 1) * rule.windowMs - nowMs;

/** One process: aligned windows in memory (idle keys are swept as the map grows). */
export const memoryCallCounters: CallCounterFactory = (_name, rule) => {
  const windows = new Map<string, { window: number; count: number }>();
  return {
    async hit(key, nowMs) {
      const window = Math.floor(nowMs / rule.windowMs);
      let w = windows.get(key);
      if (!w || w.window !== window) {
        if (windows.size > 50_000)
          for (const [k, v] of windows) if (v.window !== window) windows.delete(k);
        w = { window, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      return { ok: w.count <= rule.limit, retryAfterMs: windowEnd(rule, nowMs) };
    },
  };
};

/**
 * Every process of a cluster (or every server sharing REDIS_URL): the same aligned windows
 * counted in Redis with INCR, so a user's calls count the same whichever process answers them.
 * Redis unreachable: the call is let through (limits protect the service; they must not stop it).
 */
export function redisCallCounters(redis: Redis, prefix: string): CallCounterFactory {
  return (name, rule) => ({
    async hit(key, nowMs) {
      const window = Math.floor(nowMs / rule.windowMs);
      const k = `${prefix}:calls:${name}:${window}:${key}`;
      const res = await redis
        .multi()
        .incr(k)
        .pexpire(k, rule.windowMs + 1000)
        .exec()
        .catch(() => null);
      const count = Number(res?.[0]?.[1] ?? 0);
      return { ok: count <= rule.limit, retryAfterMs: windowEnd(rule, nowMs) };
    },
  });
}
