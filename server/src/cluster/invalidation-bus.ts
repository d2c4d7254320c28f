import type { Redis } from 'ioredis';
import type { Invalidation, InvalidationBus } from '../cache/row-caches';

interface Wire {
  node: string;
  seq: number;
  kind: 'user' | 'contest';
  id: number;
}

const isWire = (m: unknown): m is Wire => {
  const w = m as Partial<Wire> | null;
  return (
    typeof w?.node === 'string' &&
    Number.isSafeInteger(w.seq) &&
    (w.kind === 'user' || w.kind === 'contest') &&
    Number.isSafeInteger(w.id)
  );
};

/** How long a writer waits for the other processes to confirm an invalidation. */
const ACK_TIMEOUT_MS = 2000;

/** Invalidations of this process awaiting confirmations: how many came, how many are due. */
class PendingAcks {
  private readonly waiting = new Map<number, { got: number; want: number; done: () => void }>();

  /** Starts waiting for `seq`'s confirmations (at most ACK_TIMEOUT_MS); resolves when all came. */
  open(seq: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    return new Promise<void>((resolve) => {
      const done = () => (clearTimeout(timer), this.waiting.delete(seq), resolve());
      this.waiting.set(seq, { got: 0, want: Infinity, done });
      timer = setTimeout(done, ACK_TIMEOUT_MS);
    });
  }

  /** How many confirmations `seq` waits for, known once it is published. */
  expect(seq: number, want: number): void {
    const w = this.waiting.get(seq);
    if (!w) return;
    w.want = want;
    if (w.got >= w.want) w.done();
  }

  /** One receiver confirmed `seq`. */
  ack(seq: number): void {
    const w = this.waiting.get(seq);
    if (w && ++w.got >= w.want) w.done();
  }

  /** Stops waiting for anything (the bus closes). */
  releaseAll(): void {
    for (const w of this.waiting.values()) w.done();
  }
}

/**
 * The cluster's cache invalidations over Redis pub/sub (channel `<prefix>:cache:invalidate`): a
 * writer publishes, every other process drops the rows and confirms on the writer's own channel,
 * and the writer answers its request only once every receiver has confirmed (or after 2 s), so
 * the next request on any process reads the new row. While a process's subscription is down
 * (and until it is back and its caches emptied) its bus is not live and its caches serve nothing.
 */
export function redisInvalidationBus(
  pub: Redis,
  sub: Redis,
  prefix: string,
  node: string,
): InvalidationBus & { close(): void } {
  const channel = `${prefix}:cache:invalidate`;
  const acks = `${prefix}:cache:ack:${node}`;
  const listeners = new Set<(m: Invalidation) => void>();
  const pending = new PendingAcks();
  let seq = 0;
  let live = false;
  const resubscribe = () => {
    live = false;
    sub.subscribe(channel, acks).then(
      () => {
        // Whatever was published while we were away is unknown: start from empty caches.
        for (const l of listeners) l({ kind: 'all' });
        live = sub.status === 'ready';
      },
      () => undefined,
    );
  };
  const down = () => {
    live = false;
  };
  const onMessage = (ch: string, raw: string) => {
    if (ch === acks) return pending.ack(Number(raw));
    if (ch !== channel) return;
    let m: unknown;
    try {
      m = JSON.parse(raw);
    } catch {
      return;
    }
    if (!isWire(m) || m.node === node) return;
    for (const l of listeners) l({ kind: m.kind, id: m.id });
    void pub.publish(`${prefix}:cache:ack:${m.node}`, String(m.seq)).catch(() => undefined);
  };
  const events = ['close', 'end', 'reconnecting', 'error'];
  sub.on('message', onMessage);
  sub.on('ready', resubscribe);
  for (const e of events) sub.on(e, down);
  if (sub.status === 'ready') resubscribe();
  return {
    live: () => live,
    async publish(m) {
      if (m.kind === 'all') return;
      seq += 1;
      const wire: Wire = { node, seq, kind: m.kind, id: m.id };
      const confirmed = pending.open(wire.seq);
      // Every subscriber receives it, this process too when subscribed (it confirms no own one).
      const self = live ? 1 : 0;
      const receivers = await pub.publish(channel, JSON.stringify(wire)).catch(() => 0);
      pending.expect(wire.seq, receivers - self);
      await confirmed;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      live = false;
      pending.releaseAll();
      sub.off('message', onMessage);
      sub.off('ready', resubscribe);
      for (const e of events) sub.off(e, down);
    },
  };
}
