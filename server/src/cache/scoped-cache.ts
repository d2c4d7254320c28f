/** Which users and contests an entry was read from: an invalidation of either drops it. */
export interface Scope {
  user?: number;
  contest?: number;
}

interface Entry<V> {
  value: V;
  at: number;
  scope: Scope;
}

export interface ScopedCacheOptions {
  /** At most this many entries; the least recently used goes first. */
  max: number;
  /** An entry is read again after this long even without an invalidation (a safety net). */
  ttlMs: number;
}

/**
 * A bounded, least-recently-used read cache of database rows whose every entry names the users
 * and contests it came from. A read that started before an invalidation never stores its
 * (possibly stale) answer: each invalidation bumps a version that a load checks before storing.
 */
export class ScopedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private version = 0;

  constructor(
    private readonly options: ScopedCacheOptions,
    /** Whether entries may be served now (a cluster process without its invalidation feed: no). */
    private readonly live: () => boolean = () => true,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * The cached value of `key`, else `load()`'s, stored under the scope `scopeOf` gives it (null:
   * not stored) unless an invalidation happened meanwhile. `now` is the caller's clock in ms.
   */
  async read(
    key: string,
    now: number,
    load: () => Promise<V>,
    scopeOf: (value: V) => Scope | null,
  ): Promise<V> {
    if (!this.live()) return load();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.options.ttlMs && now >= hit.at) {
      // Map order is insertion order: re-inserting marks it most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    if (hit) this.entries.delete(key);
    const version = this.version;
    const value = await load();
    const scope = version === this.version && this.live() ? scopeOf(value) : null;
    if (scope) {
      this.entries.set(key, { value, at: now, scope });
      if (this.entries.size > this.options.max) {
        const oldest = this.entries.keys().next();
        if (!oldest.done) this.entries.delete(oldest.value);
      }
    }
    return value;
  }

  /** Drops one entry. */
  delete(key: string): void {
    this.version += 1;
    this.entries.delete(key);
  }

  /** Drops every entry read from this user. */
  dropUser(userId: number): void {
    this.dropWhere((s) => s.user === userId);
  }

  /** Drops every entry read from this contest. */
  dropContest(matchId: number): void {
    this.dropWhere((s) => s.contest === matchId);
  }

  clear(): void {
    this.version += 1;
    this.entries.clear();
  }

  private dropWhere(test: (s: Scope) => boolean): void {
    this.version += 1;
    for (const [key, e] of this.entries) if (test(e.scope)) this.entries.delete(key);
  }
}
