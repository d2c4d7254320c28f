/**
 * Sliding-window counter per key (account): at most `max` events in any `windowMs`. Order bursts
 * are refused with 60103 and cancel bursts with 60104 by the caller.
 */
export class BurstLimiter {
  private readonly hits = new Map<string | number, number[]>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Records an event at `nowMs`; false (and nothing recorded) when the window is full. */
  tryHit(key: string | number, nowMs: number): boolean {
    const from = nowMs - this.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > from);
    if (list.length >= this.max) {
      this.hits.set(key, list);
      return false;
    }
    list.push(nowMs);
    this.hits.set(key, list);
    return true;
  }
}
