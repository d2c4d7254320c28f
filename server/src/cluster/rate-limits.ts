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
