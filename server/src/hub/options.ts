import type { HubLogger, HubOptions, HubUser } from './types';

const defaultLogger: HubLogger = {
  debug: () => undefined,
  warn: (obj, msg) => console.warn(msg, obj),
  error: (obj, msg) => console.error(msg, obj),
};

/** Hub options with every default filled in. */
export type ResolvedHubOptions<TUser extends HubUser> = Required<
  Omit<HubOptions<TUser>, 'backplane' | 'tokenSecret' | 'addressLimits'>
> &
  Pick<HubOptions<TUser>, 'backplane' | 'tokenSecret' | 'addressLimits'>;

/**
 * Fills in the defaults: pings every 15 s, a client silent for 240 s (this product's client
 * time-out) is dropped, 15 s for the handshake, 30 s for a negotiated token to be used, 1 MiB frames,
 * no cross-origin negotiate, 200 groups per connection, 10 connections per user, no limits per
 * address (the peer address when a hub sets them).
 */
export function resolveOptions<TUser extends HubUser>(
  options: HubOptions<TUser>,
): ResolvedHubOptions<TUser> {
  return {
    keepAliveMs: 15_000,
    clientTimeoutMs: 240_000,
    handshakeTimeoutMs: 15_000,
    negotiateTtlMs: 30_000,
    maxMessageBytes: 1 << 20,
    allowOrigin: () => false,
    maxGroupsPerConnection: 200,
    maxConnectionsPerUser: 10,
    logger: defaultLogger,
    clientAddress: (req) => req.socket.remoteAddress ?? '',
    ...options,
    // A trailing slash would make `<path>/negotiate` and the socket path disagree.
    path: options.path.replace(/\/+$/, ''),
  };
}

/** Lifecycle listeners; one failing listener is logged and does not stop the others. */
export class ListenerSet<A extends unknown[]> {
  private readonly listeners = new Set<(...args: A) => void | Promise<void>>();

  constructor(
    private readonly logger: HubLogger,
    private readonly what: string,
  ) {}

  add(listener: (...args: A) => void | Promise<void>): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async emit(...args: A): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(...args);
      } catch (error) {
        this.logger.error({ err: error }, `hub ${this.what} listener failed`);
      }
    }
  }
}
