import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { AddressLimitOptions } from './address-limits';

/** The authenticated user behind a connection; `id` names its automatic `user:<id>` group. */
export interface HubUser {
  id: string;
}

/** Pino-compatible logger subset (Fastify's `app.log` fits). */
export interface HubLogger {
  debug(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** A channel of the fan-out bus; the Redis backplane maps each to `<prefix>:<kind>:<name>`. */
export type HubChannel =
  | { kind: 'all' }
  | { kind: 'group'; name: string }
  | { kind: 'user'; id: string }
  | { kind: 'connection'; id: string };

/**
 * Fan-out bus between server processes. The hub publishes every group/user/all/connection push as
 * a ready-made protocol record and delivers what the bus hands back to its local connections, so
 * one process and many processes behave the same.
 */
export interface HubBackplane {
  start(deliver: (channel: HubChannel, record: string) => void): Promise<void>;
  publish(channel: HubChannel, record: string): Promise<void>;
  /** Called when the first local connection needs the channel. */
  subscribe(channel: HubChannel): Promise<void>;
  /** Called when the last local connection left the channel. */
  unsubscribe(channel: HubChannel): Promise<void>;
  close(): Promise<void>;
}

/** What a hub method or lifecycle hook knows about its caller. */
export interface HubConnectionInfo<TUser extends HubUser = HubUser> {
  connectionId: string;
  user: TUser;
}

export interface HubMethodContext<
  TUser extends HubUser = HubUser,
> extends HubConnectionInfo<TUser> {
  /** Aborted when a stream is cancelled by the client or the connection goes away. */
  signal: AbortSignal;
  /** The hub itself, for group operations and pushes from inside a method. */
  hub: Hub<TUser>;
}

export interface CloseConnectionOptions {
  /** Shown by the client as "Server returned an error on close: <error>". */
  error?: string;
  /** Lets a client with automatic reconnect reconnect (with a new connection id). */
  allowReconnect?: boolean;
}

export interface HubOptions<TUser extends HubUser = HubUser> {
  /** URL path of the hub, e.g. `/hubs/quote`; negotiate is served at `<path>/negotiate`. */
  path: string;
  /** Resolves the bearer token (header or `access_token` query) to a user; null means 401. */
  authenticate(token: string | undefined): Promise<TUser | null>;
  /** Ping interval; keep it at most half the client's server time-out. Default 15 000. */
  keepAliveMs?: number;
  /** Drop a client that sent nothing for this long. Default 240 000 (this product's client). */
  clientTimeoutMs?: number;
  /** Time allowed between the socket opening and the handshake record. Default 15 000. */
  handshakeTimeoutMs?: number;
  /** Time a negotiated connection token waits for its socket. Default 30 000. */
  negotiateTtlMs?: number;
  /**
   * Several processes behind one URL without sticky routing: connection tokens are signed with
   * this secret (shared by every process), so any process accepts a socket negotiated on another.
   */
  tokenSecret?: string;
  /** Largest accepted WebSocket frame in bytes. Default 1 MiB. */
  maxMessageBytes?: number;
  /**
   * Cross-origin callers allowed to negotiate with credentials; default none (same-origin pages
   * need no CORS). Never answer true for every origin: that hands the session to any site.
   */
  allowOrigin?(origin: string): boolean;
  /** Groups one connection may be in besides its automatic user group. Default 200. */
  maxGroupsPerConnection?: number;
  /** Live connections per user; a new one closes the user's oldest. Default 10. */
  maxConnectionsPerUser?: number;
  /**
   * Per client address: live sockets and new connections per minute (a public hub, where every
   * guest is a new user and the per-user cap never applies). Default none.
   */
  addressLimits?: AddressLimitOptions;
  /** The client address of a negotiate or upgrade; default the socket's peer address. */
  clientAddress?(req: IncomingMessage): string;
  /** Fan-out bus; defaults to an in-process one. */
  backplane?: HubBackplane;
  logger?: HubLogger;
}

export interface Hub<TUser extends HubUser = HubUser> {
  readonly path: string;
  /** Resolves once the backplane is running; rejects if it cannot start (e.g. Redis down). */
  ready(): Promise<void>;
  /**
   * Serves `POST <path>/negotiate` and its CORS preflight. Returns false, without touching the
   * response, when the request is not for this hub.
   */
  handleNegotiate(req: IncomingMessage, res: ServerResponse): boolean;
  /** Serves the WebSocket upgrade for `<path>`; returns false when the request is not for this hub. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Listens for WebSocket upgrades on the server (negotiate still needs `handleNegotiate`). */
  attach(server: Server): void;
  /** Registers a hub method; names are matched case-insensitively. */
  method<A extends unknown[]>(
    name: string,
    handler: (ctx: HubMethodContext<TUser>, ...args: A) => unknown,
  ): Hub<TUser>;
  /** Runs after the handshake succeeded; returns an unsubscribe function. */
  onConnected(listener: (info: HubConnectionInfo<TUser>) => void | Promise<void>): () => void;
  /** Runs once a connection is gone (error undefined for a clean close). */
  onDisconnected(
    listener: (info: HubConnectionInfo<TUser>, error?: Error) => void | Promise<void>,
  ): () => void;
  /** Adds a local connection to a group; resolves once pushes to the group will reach it. */
  addToGroup(connectionId: string, group: string): Promise<void>;
  removeFromGroup(connectionId: string, group: string): Promise<void>;
  /** Local connection ids in a group. */
  groupConnections(group: string): string[];
  /** Groups of a local connection, including its automatic `user:<id>` group. */
  groupsOf(connectionId: string): string[];
  sendAll(target: string, ...args: unknown[]): Promise<void>;
  sendGroup(group: string, target: string, ...args: unknown[]): Promise<void>;
  /**
   * Pushes to this process's members of a group only, not through the backplane (a cluster
   * where every process pushes the same quotes to its own subscribers).
   */
  sendLocalGroup(group: string, target: string, ...args: unknown[]): void;
  sendUser(userId: string, target: string, ...args: unknown[]): Promise<void>;
  sendConnection(connectionId: string, target: string, ...args: unknown[]): Promise<void>;
  /** Sends a Close message to a local connection and closes it; false when it is not here. */
  closeConnection(connectionId: string, options?: CloseConnectionOptions): boolean;
  /** Number of local connections past the handshake. */
  connectionCount(): number;
  /** Closes every connection (allowing reconnect elsewhere), timers and the backplane. */
  close(): Promise<void>;
}
