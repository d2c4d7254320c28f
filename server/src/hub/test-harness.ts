/**
 * Test support for the hub suites: a real hub on an ephemeral loopback port, the official
 * `@microsoft/signalr` client, and a raw `ws` client that shows frames exactly as sent.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type HubConnection,
  type IHttpConnectionOptions,
} from '@microsoft/signalr';
import { WebSocket } from 'ws';
import { createHub } from './hub';
import type { Hub, HubLogger, HubOptions, HubUser } from './types';

export interface TestUser extends HubUser {
  name: string;
}

/** Bearer tokens the test hub accepts. */
export const TOKENS: Record<string, TestUser> = {
  'token-alice': { id: 'alice', name: 'Alice' },
  'token-bob': { id: 'bob', name: 'Bob' },
};

export const silentLogger: HubLogger = { debug() {}, warn() {}, error() {} };

export interface RunningHub {
  hub: Hub<TestUser>;
  server: Server;
  /** http://127.0.0.1:<port><path> */
  url: string;
  /** Every TCP socket the server accepted, to kill connections from outside the hub. */
  sockets: Set<Socket>;
  stop(): Promise<void>;
}

export async function startHub(options: Partial<HubOptions<TestUser>> = {}): Promise<RunningHub> {
  const hub = createHub<TestUser>({
    path: '/hubs/test',
    authenticate: async (token) => (token ? (TOKENS[token] ?? null) : null),
    logger: silentLogger,
    ...options,
  });
  const server = createServer((req, res) => {
    if (!hub.handleNegotiate(req, res)) {
      res.statusCode = 404;
      res.end();
    }
  });
  hub.attach(server);
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await hub.ready();
  const { port } = server.address() as AddressInfo;
  return {
    hub,
    server,
    sockets,
    url: `http://127.0.0.1:${port}${hub.path}`,
    stop: async () => {
      await hub.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The official client over WebSockets, as the portal's browser code builds it. */
export function buildClient(
  url: string,
  token: string | undefined = 'token-alice',
  options: IHttpConnectionOptions = {},
  reconnectDelays?: number[],
): HubConnection {
  let builder = new HubConnectionBuilder()
    .withUrl(url, {
      transport: HttpTransportType.WebSockets,
      ...(token ? { accessTokenFactory: () => token } : {}),
      ...options,
    })
    .configureLogging(LogLevel.None);
  if (reconnectDelays) builder = builder.withAutomaticReconnect(reconnectDelays);
  return builder.build();
}

/** A WebSocket speaking the protocol by hand; every received frame is kept as sent. */
export class RawClient {
  readonly frames: string[] = [];
  private waiters: Array<() => void> = [];

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(String(data));
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Opens `ws://…<path>?…`; resolves with the client, or rejects with the HTTP status. */
  static open(url: string, headers: Record<string, string> = {}): Promise<RawClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url.replace(/^http/, 'ws'), { headers });
      ws.once('open', () => resolve(new RawClient(ws)));
      ws.once('unexpected-response', (_req, res) => {
        reject(new Error(`HTTP ${res.statusCode}`));
        ws.terminate();
      });
      ws.once('error', reject);
    });
  }

  send(text: string): void {
    this.ws.send(text);
  }

  /** Waits until the frames received so far satisfy the predicate. */
  async until(done: (frames: string[]) => boolean): Promise<string[]> {
    while (!done(this.frames)) {
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
    return this.frames;
  }

  /** All records received so far, parsed. */
  records(): Array<Record<string, unknown>> {
    return this.frames
      .join('')
      .split('\x1e')
      .filter((r) => r.length > 0)
      .map((r) => JSON.parse(r) as Record<string, unknown>);
  }

  closed(): Promise<number> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve(1006);
    return new Promise((resolve) => this.ws.once('close', (code) => resolve(code)));
  }

  close(): void {
    this.ws.terminate();
  }
}

/** Negotiates with fetch the way the client does and returns the JSON body. */
export async function negotiate(url: string, token?: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${url}/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

/** Negotiates and completes the handshake on a raw socket. */
export async function openHandshaken(url: string, token = 'token-alice'): Promise<RawClient> {
  const body = await negotiate(url, token);
  const client = await RawClient.open(
    `${url}?id=${String(body.connectionToken)}&access_token=${token}`,
  );
  client.send('{"protocol":"json","version":1}\x1e');
  await client.until((f) => f.length > 0);
  return client;
}
