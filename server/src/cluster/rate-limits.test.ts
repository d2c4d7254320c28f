import { Redis } from 'ioredis';
import { memoryCallCounters, redisCallCounters } from './rate-limits';

// The test command guarantees Redis on 127.0.0.1:6379; an unreachable Redis fails this suite.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const rule = { limit: 5, windowMs: 60_000 };

describe('per-user call limits (issue 35)', () => {
  it('counts a user’s calls in aligned windows in memory and says when to come back', async () => {
    const counter = memoryCallCounters('backtest', rule);
    const t0 = 7 * 60_000 + 15_000; // 15 s into a window
    for (let i = 0; i < 5; i += 1) expect((await counter.hit('42', t0)).ok).toBe(true);
    expect(await counter.hit('42', t0 + 1000)).toEqual({ ok: false, retryAfterMs: 44_000 });
    expect((await counter.hit('43', t0)).ok).toBe(true);
    expect((await counter.hit('42', t0 + 45_000)).ok).toBe(true);
  });

  it('shares the counts across processes through Redis', async () => {
    const prefix = `calls-test-${process.pid}-${Date.now()}`;
    const a = new Redis(REDIS_URL);
    const b = new Redis(REDIS_URL);
    try {
      // Two server processes, each with its own connection, counting the same user.
      const first = redisCallCounters(a, prefix)('export', rule);
      const second = redisCallCounters(b, prefix)('export', rule);
      const now = Date.now();
      const verdicts = [];
      for (let i = 0; i < 3; i += 1) verdicts.push(await first.hit('7', now));
      for (let i = 0; i < 3; i += 1) verdicts.push(await second.hit('7', now));
      expect(verdicts.map((v) => v.ok)).toEqual([true, true, true, true, true, false]);
      const refused = verdicts[5]!;
      expect(refused.retryAfterMs).toBeGreaterThan(0);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
      // Another user, and the same user's count of another kind, are apart.
      expect((await second.hit('8', now)).ok).toBe(true);
      expect((await redisCallCounters(b, prefix)('screen', rule).hit('7', now)).ok).toBe(true);
    } finally {
      await a.quit();
      await b.quit();
    }
  });

  it('lets calls through when Redis cannot be reached', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    down.on('error', () => undefined);
    const counter = redisCallCounters(down, 'down')('export', rule);
    expect((await counter.hit('1', Date.now())).ok).toBe(true);
    down.disconnect();
  });
});
