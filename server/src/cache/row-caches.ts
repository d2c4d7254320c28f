import { afterCommit } from '../db/after-commit';
import type { Queryable } from '../db/db';
import { ScopedCache, type ScopedCacheOptions } from './scoped-cache';

/** What changed: a user's rows (session, current contest, enrolments), a contest's, or anything. */
export type Invalidation =
  { kind: 'user'; id: number } | { kind: 'contest'; id: number } | { kind: 'all' };

/**
 * How invalidations reach the other processes of a cluster (server/CLUSTER.md): published over
 * Redis, applied by every process. `live` is false while a process may have missed messages
 * (its subscription is down): its caches then serve nothing.
 */
export interface InvalidationBus {
  publish(m: Invalidation): Promise<void>;
  subscribe(listener: (m: Invalidation) => void): () => void;
  live(): boolean;
}

/**
 * The per-process read caches of the order path (sessions, current contests, contest rows,
 * enrolments) of one database, and their invalidation. Every write of those rows calls
 * `userChanged` or `contestChanged` with the Queryable it wrote on: the entries go at once and
 * again when its transaction ends, and the other processes are told before the writer answers.
 */
export class RowCaches {
  private readonly caches = new Map<string, ScopedCache<unknown>>();
  private bus: InvalidationBus | undefined;
  private off: () => void = () => undefined;

  /** The named cache (made on first use with `options`). */
  named<V>(name: string, options: ScopedCacheOptions): ScopedCache<V> {
    let c = this.caches.get(name);
    if (!c) {
      c = new ScopedCache<unknown>(options, () => this.bus?.live() ?? true);
      this.caches.set(name, c);
    }
    return c as ScopedCache<V>;
  }

  /** Joins a cluster's invalidation feed (one feed at a time; the last joined wins). */
  connect(bus: InvalidationBus): void {
    this.off();
    this.bus = bus;
    this.off = bus.subscribe((m) => this.apply(m));
    this.clear();
  }

  /** A user's session, profile, current contest or enrolment rows were written on `q`. */
  userChanged(q: Queryable, userId: number): Promise<void> {
    return this.changed(q, { kind: 'user', id: userId });
  }

  /** A contest's row (dates, state, rules, training project) was written on `q`. */
  contestChanged(q: Queryable, matchId: number): Promise<void> {
    return this.changed(q, { kind: 'contest', id: matchId });
  }

  /** Applies an invalidation here only (a message from another process). */
  apply(m: Invalidation): void {
    for (const c of this.caches.values()) {
      if (m.kind === 'user') c.dropUser(m.id);
      else if (m.kind === 'contest') c.dropContest(m.id);
      else c.clear();
    }
  }

  clear(): void {
    for (const c of this.caches.values()) c.clear();
  }

  private async changed(q: Queryable, m: Invalidation): Promise<void> {
    this.apply(m);
    await afterCommit(q, async () => {
      this.apply(m);
      await this.bus?.publish(m);
    });
  }
}

const registry = new WeakMap<Queryable, RowCaches>();

/** The read caches of a database handle (one set per handle, made on first use). */
export function rowCachesOf(db: Queryable): RowCaches {
  let c = registry.get(db);
  if (!c) {
    c = new RowCaches();
    registry.set(db, c);
  }
  return c;
}
