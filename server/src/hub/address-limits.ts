import type { IncomingMessage } from 'node:http';

/** Limits per client address (issue 35): live sockets and new connections per minute. */
export interface AddressLimitOptions {
  /** Live sockets (open or opening) one address may hold. */
  maxLive: number;
  /** New connections (upgrades and negotiates) one address may start per minute. */
  maxPerMinute: number;
}

/** Why an address was refused: too many live sockets, or too many new ones this minute. */
export type AddressVerdict = 'ok' | 'too-many' | 'too-fast';

interface Entry {
  live: number;
  windowStart: number;
  started: number;
}

const MINUTE_MS = 60_000;
/** Entries kept before idle ones are swept (bounds memory under address churn). */
const SWEEP_ABOVE = 10_000;

/**
 * Counts the sockets and connection attempts of each client address, so one address (one guest
 * opening sockets in a loop) cannot use up a hub's global connection cap: past its own cap it is
 * refused and every other address still gets in. Pure bookkeeping, no timers.
 */
export class AddressLimits {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly options: AddressLimitOptions) {}

  private entry(address: string, nowMs: number): Entry {
    let e = this.entries.get(address);
    if (!e) {
      if (this.entries.size >= SWEEP_ABOVE) this.sweep(nowMs);
      e = { live: 0, windowStart: nowMs, started: 0 };
      this.entries.set(address, e);
    }
    if (nowMs - e.windowStart >= MINUTE_MS) {
      e.windowStart = nowMs;
      e.started = 0;
    }
    return e;
  }

  /** A connection attempt that holds no socket (negotiate): counts toward the rate only. */
  attempt(address: string, nowMs: number): AddressVerdict {
    const e = this.entry(address, nowMs);
    if (e.started >= this.options.maxPerMinute) return 'too-fast';
    e.started += 1;
    return 'ok';
  }

  /**
   * A new socket: admitted ('ok', to be given back with `release`) unless the address already
   * holds its cap of live sockets or started its cap of connections this minute.
   */
  open(address: string, nowMs: number): AddressVerdict {
    const e = this.entry(address, nowMs);
    if (e.live >= this.options.maxLive) return 'too-many';
    if (e.started >= this.options.maxPerMinute) return 'too-fast';
    e.started += 1;
    e.live += 1;
    return 'ok';
  }

  /** A socket admitted by `open` is gone. */
  release(address: string): void {
    const e = this.entries.get(address);
    if (e && e.live > 0) e.live -= 1;
  }

  /** Live sockets of an address. */
  live(address: string): number {
    return this.entries.get(address)?.live ?? 0;
  }

  /** Addresses tracked (for tests of the memory bound). */
  size(): number {
    return this.entries.size;
  }

  private sweep(nowMs: number): void {
    for (const [address, e] of this.entries) {
      if (e.live === 0 && nowMs - e.windowStart >= MINUTE_MS) this.entries.delete(address);
    }
  }
}

/**
 * The client address of an HTTP request or upgrade. Behind a trusted proxy (nginx appends the
 * address it saw to X-Forwarded-For) it is the last entry of that header: the entries before it
 * are whatever the client sent and would let one client pose as many. Otherwise the socket's
 * peer address.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const peer = req.socket.remoteAddress ?? '';
  if (!trustProxy) return peer;
  const header = req.headers['x-forwarded-for'];
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const last = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .pop();
  return last && last.length <= 64 ? last : peer;
}
