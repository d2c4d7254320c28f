import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { SocketConnection } from './connection';
import { ConnectionTable } from './connection-table';
import { InvocationDispatcher, type MethodEntry } from './dispatcher';
import { Fanout } from './fanout';
import { MemoryBackplane } from './memory-backplane';
import { createNegotiateHandler } from './negotiate';
import { invocationRecord } from './protocol';
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

type Listener<TUser extends HubUser> = (
  info: HubConnectionInfo<TUser>,
  error?: Error,
) => void | Promise<void>;

const defaultLogger: HubLogger = {
  debug: () => undefined,
  warn: (obj, msg) => console.warn(msg, obj),
  error: (obj, msg) => console.error(msg, obj),
};

/** How long `close()` waits for clients to answer the close handshake before cutting them off. */
const CLOSE_GRACE_MS = 1000;

class HubServer<TUser extends HubUser> implements Hub<TUser> {
  readonly path: string;
  readonly handleNegotiate: (req: IncomingMessage, res: ServerResponse) => boolean;
  readonly handleUpgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => boolean;
  private readonly methods = new Map<string, MethodEntry<TUser>>();
  private readonly sockets = new Map<string, SocketConnection>();
  private readonly connectedListeners = new Set<Listener<TUser>>();
  private readonly disconnectedListeners = new Set<Listener<TUser>>();
  private readonly table: ConnectionTable<TUser>;
  private readonly wss: WebSocketServer;
  private readonly fanout: Fanout;
  private readonly logger: HubLogger;

  constructor(private readonly options: HubOptions<TUser>) {
    this.path = options.path.replace(/\/+$/, '');
    this.logger = options.logger ?? defaultLogger;
    this.table = new ConnectionTable(options.negotiateTtlMs ?? 30_000);
    this.wss = new WebSocketServer({
      noServer: true,
      maxPayload: options.maxMessageBytes ?? 1 << 20,
    });
    this.fanout = new Fanout(options.backplane ?? new MemoryBackplane(), this.logger);
    const common = {
      path: this.path,
      authenticate: options.authenticate,
      table: this.table,
      logger: this.logger,
    };
    this.handleNegotiate = createNegotiateHandler({
      ...common,
      allowOrigin: options.allowOrigin ?? (() => true),
    });
    this.handleUpgrade = createUpgradeHandler({
      ...common,
      wss: this.wss,
      onSocket: (ws, s) => this.accept(ws, s),
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
    this.connectedListeners.add(listener);
    return () => this.connectedListeners.delete(listener);
  }

  onDisconnected(listener: Listener<TUser>): () => void {
    this.disconnectedListeners.add(listener);
    return () => this.disconnectedListeners.delete(listener);
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
    const clients = [...this.wss.clients];
    const allClosed = Promise.all(
      clients.map((ws) => new Promise((resolve) => ws.once('close', resolve))),
    );
    // Server shutdown: let clients with automatic reconnect move to another process.
    for (const socket of this.sockets.values()) socket.close({ allowReconnect: true });
    for (const ws of clients) ws.close(1001);
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([
      allClosed,
      new Promise((resolve) => (grace = setTimeout(resolve, CLOSE_GRACE_MS))),
    ]);
    clearTimeout(grace);
    for (const ws of this.wss.clients) ws.terminate();
    await new Promise((resolve) => this.wss.close(resolve));
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
      {
        connectionId: info.connectionId,
        keepAliveMs: this.options.keepAliveMs ?? 15_000,
        clientTimeoutMs: this.options.clientTimeoutMs ?? 240_000,
        handshakeTimeoutMs: this.options.handshakeTimeoutMs ?? 15_000,
        maxMessageBytes: this.options.maxMessageBytes ?? 1 << 20,
        logger: this.logger,
      },
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
      for (const listener of this.connectedListeners) await listener(info);
    } catch (error) {
      this.logger.error(
        { err: error, connectionId: info.connectionId },
        'hub connection setup failed',
      );
      socket.close({ error: 'Connection setup failed.', allowReconnect: true });
    }
  }

  private async disconnected(info: HubConnectionInfo<TUser>, error?: Error): Promise<void> {
    this.sockets.delete(info.connectionId);
    try {
      await this.fanout.unregister(info.connectionId, info.user.id);
      for (const listener of this.disconnectedListeners) await listener(info, error);
    } catch (failure) {
      this.logger.error(
        { err: failure, connectionId: info.connectionId },
        'hub connection cleanup failed',
      );
    }
  }
}

/**
 * Creates a SignalR-compatible hub. Mount `handleNegotiate` on HTTP requests and `attach(server)`
 * (or `handleUpgrade`) on WebSocket upgrades; register methods with `method()`.
 */
export function createHub<TUser extends HubUser = HubUser>(options: HubOptions<TUser>): Hub<TUser> {
  return new HubServer(options);
}
