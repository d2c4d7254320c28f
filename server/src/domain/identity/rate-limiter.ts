/** How many hits a key may make per window. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

/**
 * Fixed-window counters per key, in memory (one process). Time comes from the caller, so tests
 * drive it. Old windows are dropped as keys are touched.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly rule: RateRule) {}

  /** Counts one hit; false when the key is over its limit in the current window. */
  hit(key: string, nowMs: number): boolean {
    const w = this.windows.get(key);
    if (!w || nowMs - w.start >= this.rule.windowMs) {
      if (this.windows.size > 50_000) this.prune(nowMs);
      this.windows.set(key, { start: nowMs, count: 1 });
      return this.rule.limit >= 1;
    }
    w.count += 1;
    return w.count <= this.rule.limit;
  }

  private prune(nowMs: number): void {
    for (const [key, w] of this.windows) {
      if (nowMs - w.start >= this.rule.windowMs) this.windows.delete(key);
    }
  }
}
