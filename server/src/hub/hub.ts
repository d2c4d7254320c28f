import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { AddressLimits } from './address-limits';
import { SocketConnection } from './connection';
import { ConnectionTable } from './connection-table';
import { InvocationDispatcher, type MethodEntry } from './dispatcher';
import { Fanout } from './fanout';
import { MemoryBackplane } from './memory-backplane';
import { createNegotiateHandler } from './negotiate';
import { ListenerSet, resolveOptions, type ResolvedHubOptions } from './options';
import { invocationRecord } from './protocol';
import { closeAllSockets } from './shutdown';
import { createUpgradeHandler, type SocketSession } from './upgrade';
import type {
  CloseConnectionOptions,
  Hub,
  HubConnectionInfo,
  HubLogger,
  HubMethodContext,
  HubOptions,
  HubUser,
} from './types';

class HubServer<TUser extends HubUser> implements Hub<TUser> {
  readonly path: string;
  readonly handleNegotiate: (req: IncomingMessage, res: ServerResponse) => boolean;
  readonly handleUpgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => boolean;
  private readonly methods = new Map<string, MethodEntry<TUser>>();
  private readonly sockets = new Map<string, SocketConnection>();
  /** Live connection ids of each user, oldest first (for the per-user cap). */
  private readonly byUser = new Map<string, string[]>();
  private readonly connectedListeners: ListenerSet<[HubConnectionInfo<TUser>]>;
  private readonly disconnectedListeners: ListenerSet<[HubConnectionInfo<TUser>, Error?]>;
  private readonly table: ConnectionTable<TUser>;
  private readonly wss: WebSocketServer;
  private readonly fanout: Fanout;
  private readonly logger: HubLogger;
  private readonly options: ResolvedHubOptions<TUser>;

  constructor(hubOptions: HubOptions<TUser>) {
    const options = resolveOptions(hubOptions);
    this.options = options;
    this.path = options.path;
    this.logger = options.logger;
    this.connectedListeners = new ListenerSet(this.logger, 'onConnected');
    this.disconnectedListeners = new ListenerSet(this.logger, 'onDisconnected');
    this.table = new ConnectionTable(options.negotiateTtlMs, options.tokenSecret);
    this.wss = new WebSocketServer({ noServer: true, maxPayload: options.maxMessageBytes });
    this.fanout = new Fanout(
      options.backplane ?? new MemoryBackplane(),
      this.logger,
      options.maxGroupsPerConnection,
    );
    const addresses = options.addressLimits ? new AddressLimits(options.addressLimits) : undefined;
    this.handleNegotiate = createNegotiateHandler({ ...options, table: this.table, addresses });
    this.handleUpgrade = createUpgradeHandler({
      ...options,
      table: this.table,
      addresses,
      wss: this.wss,
      onSocket: (ws, session) => this.accept(ws, session),
    });
  }

  ready(): Promise<void> {
    return this.fanout.ready();
  }

  attach(server: Server): void {
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      this.handleUpgrade(req, socket, head);
    });
  }

  method<A extends unknown[]>(
    name: string,
    handler: (ctx: HubMethodContext<TUser>, ...args: A) => unknown,
  ): Hub<TUser> {
    // Arguments arrive as untyped JSON; the handler's declared parameter types are its own contract.
    this.methods.set(name.toLowerCase(), {
      name,
      handler: handler as MethodEntry<TUser>['handler'],
    });
    return this;
  }

  onConnected(listener: (info: HubConnectionInfo<TUser>) => void | Promise<void>): () => void {
    return this.connectedListeners.add(listener);
  }

  onDisconnected(
    listener: (info: HubConnectionInfo<TUser>, error?: Error) => void | Promise<void>,
  ): () => void {
    return this.disconnectedListeners.add(listener);
  }

  addToGroup(connectionId: string, group: string): Promise<void> {
    return this.fanout.addToGroup(connectionId, group);
  }

  removeFromGroup(connectionId: string, group: string): Promise<void> {
    return this.fanout.removeFromGroup(connectionId, group);
  }

  groupConnections(group: string): string[] {
    return this.fanout.groupConnections(group);
  }

  groupsOf(connectionId: string): string[] {
    return this.fanout.groupsOf(connectionId);
  }

  sendAll(target: string, ...args: unknown[]): Promise<void> {
    return this.fanout.publish({ kind: 'all' }, invocationRecord(target, args));
  }

  sendGroup(group: string, target: string, ...args: unknown[]): Promise<void> {
    return this.fanout.publish({ kind: 'group', name: group }, invocationRecord(target, args));
  }

  sendLocalGroup(group: string, target: string, ...args: unknown[]): void {
    this.fanout.deliverLocal({ kind: 'group', name: group }, invocationRecord(target, args));
  }

  sendUser(userId: string, target: string, ...args: unknown[]): Promise<void> {
    return this.fanout.publish({ kind: 'user', id: userId }, invocationRecord(target, args));
  }

  sendConnection(connectionId: string, target: string, ...args: unknown[]): Promise<void> {
    return this.fanout.publish(
      { kind: 'connection', id: connectionId },
      invocationRecord(target, args),
    );
  }

  closeConnection(connectionId: string, options?: CloseConnectionOptions): boolean {
    const socket = this.sockets.get(connectionId);
    socket?.close(options);
    return socket !== undefined;
  }

  connectionCount(): number {
    return this.fanout.count();
  }

  async close(): Promise<void> {
    // Server shutdown: let clients with automatic reconnect move to another process.
    await closeAllSockets(this.wss, () => {
      for (const socket of this.sockets.values()) socket.close({ allowReconnect: true });
    });
    this.table.clear();
    await this.fanout.close();
  }

  private accept(ws: WebSocket, session: SocketSession<TUser>): void {
    const info: HubConnectionInfo<TUser> = {
      connectionId: session.connectionId,
      user: session.user,
    };
    const write = (record: string): void => socket.write(record);
    const dispatcher = new InvocationDispatcher(
      this.methods,
      { ...info, hub: this },
      write,
      this.logger,
    );
    const socket: SocketConnection = new SocketConnection(
      ws,
      { ...this.options, connectionId: info.connectionId },
      {
        onConnected: () => void this.connected(info, socket),
        onMessage: (message) => dispatcher.handle(message),
        onClosed: (error) => {
          dispatcher.dispose();
          void this.disconnected(info, error);
        },
      },
    );
    ws.once('close', () => {
      if (session.token !== undefined) this.table.release(session.token);
    });
  }

  private async connected(info: HubConnectionInfo<TUser>, socket: SocketConnection): Promise<void> {
    this.sockets.set(info.connectionId, socket);
    try {
      await this.fanout.register(info.connectionId, info.user.id, socket);
    } catch (error) {
      // Without its backplane subscriptions the connection would miss pushes: let it retry.
      this.logger.error(
        { err: error, connectionId: info.connectionId },
        'hub connection setup failed',
      );
      socket.close({ error: 'Connection setup failed.', allowReconnect: true });
      return;
    }
    this.enforceUserCap(info);
    await this.connectedListeners.emit(info);
  }

  /**
   * Keeps at most maxConnectionsPerUser live connections per user: a new connection closes the
   * user's oldest (a fresh tab always works; a script opening sockets in a loop only replaces its
   * own). The closed client is told why and does not reconnect by itself.
   */
  private enforceUserCap(info: HubConnectionInfo<TUser>): void {
    const ids = this.byUser.get(info.user.id) ?? [];
    ids.push(info.connectionId);
    this.byUser.set(info.user.id, ids);
    while (ids.length > this.options.maxConnectionsPerUser) {
      const oldest = ids.shift()!;
      this.sockets.get(oldest)?.close({
        error: `同一账号的实时连接超过 ${this.options.maxConnectionsPerUser} 个，已断开最早的连接`,
        allowReconnect: false,
      });
    }
  }

  private forgetUserConnection(info: HubConnectionInfo<TUser>): void {
    const ids = this.byUser.get(info.user.id);
    if (!ids) return;
    const at = ids.indexOf(info.connectionId);
    if (at >= 0) ids.splice(at, 1);
    if (ids.length === 0) this.byUser.delete(info.user.id);
  }

  private async disconnected(info: HubConnectionInfo<TUser>, error?: Error): Promise<void> {
    this.sockets.delete(info.connectionId);
    this.forgetUserConnection(info);
    try {
      await this.fanout.unregister(info.connectionId, info.user.id);
    } catch (failure) {
      this.logger.error(
        { err: failure, connectionId: info.connectionId },
        'hub connection cleanup failed',
      );
    }
    await this.disconnectedListeners.emit(info, error);
  }
}

/**
 * Creates a SignalR-compatible hub. Mount `handleNegotiate` on HTTP requests and `attach(server)`
 * (or `handleUpgrade`) on WebSocket upgrades; register methods with `method()`.
 */
export function createHub<TUser extends HubUser = HubUser>(options: HubOptions<TUser>): Hub<TUser> {
  return new HubServer(options);
}
