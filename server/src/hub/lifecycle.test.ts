import {
  HttpTransportType,
  HubConnectionBuilder,
  JsonHubProtocol,
  LogLevel,
  type HubConnection,
  type IHubProtocol,
} from '@microsoft/signalr';
import {
  RawClient,
  buildClient,
  negotiate,
  openHandshaken,
  startHub,
  type RunningHub,
  type TestUser,
} from './test-harness';
import type { HubConnectionInfo, HubOptions } from './types';

type Disconnect = { info: HubConnectionInfo<TestUser>; error: Error | undefined };

describe('hub connection lifecycle', () => {
  let running: RunningHub;
  let disconnects: Disconnect[];
  let nextDisconnect: () => Promise<Disconnect>;
  const clients: HubConnection[] = [];

  async function start(options: Partial<HubOptions<TestUser>> = {}): Promise<void> {
    running = await startHub(options);
    disconnects = [];
    const waiters: Array<(d: Disconnect) => void> = [];
    nextDisconnect = () => new Promise((resolve) => waiters.push(resolve));
    running.hub.onDisconnected((info, error) => {
      const event = { info, error };
      disconnects.push(event);
      waiters.shift()?.(event);
    });
    running.hub
      .method('Subscribe', (ctx, code: string) =>
        ctx.hub.addToGroup(ctx.connectionId, `quote:${code}`),
      )
      .method('Echo', (_ctx, value: unknown) => value);
  }

  function client(...args: Parameters<typeof buildClient>): HubConnection {
    const built = buildClient(...args);
    clients.push(built);
    return built;
  }

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.stop()));
    await running.stop();
  });

  it('rejects start with the handshake error for an unsupported protocol', async () => {
    await start();
    const json = new JsonHubProtocol();
    const xml: IHubProtocol = {
      name: 'xml',
      version: 1,
      transferFormat: json.transferFormat,
      parseMessages: (input, logger) => json.parseMessages(input as string, logger),
      writeMessage: (message) => json.writeMessage(message),
    };
    const connection = new HubConnectionBuilder()
      .withUrl(running.url, {
        transport: HttpTransportType.WebSockets,
        accessTokenFactory: () => 'token-alice',
      })
      .withHubProtocol(xml)
      .configureLogging(LogLevel.None)
      .build();
    await expect(connection.start()).rejects.toThrow(
      "Server returned handshake error: The protocol 'xml' is not supported.",
    );
  });

  it('answers an unsupported protocol version with a handshake error and closes', async () => {
    await start();
    const body = await negotiate(running.url, 'token-alice');
    const raw = await RawClient.open(
      `${running.url}?id=${String(body.connectionToken)}&access_token=token-alice`,
    );
    const closed = raw.closed();
    raw.send('{"protocol":"json","version":7}\x1e');
    expect(await closed).toBe(1000);
    expect(raw.frames).toEqual([
      `{"error":"The server does not support version 7 of the 'json' protocol."}\x1e`,
    ]);
  });

  it('lets the client time out when the server does not ping', async () => {
    await start({ keepAliveMs: 60_000 });
    const connection = client(running.url);
    connection.serverTimeoutInMilliseconds = 300;
    const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
    await connection.start();
    const error = await closed;
    expect(error?.message).toMatch(
      /Server timeout elapsed without receiving a message from the server/,
    );
  });

  it('keeps a client alive by pinging within its time-out', async () => {
    await start({ keepAliveMs: 100 });
    const connection = client(running.url);
    connection.serverTimeoutInMilliseconds = 600;
    let closed = false;
    connection.onclose(() => (closed = true));
    await connection.start();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(closed).toBe(false);
    await expect(connection.invoke('Echo', 'still here')).resolves.toBe('still here');
  });

  it('drops a client that stays silent past the client time-out', async () => {
    await start({ clientTimeoutMs: 200, keepAliveMs: 50 });
    const raw = await openHandshaken(running.url);
    const disconnect = await nextDisconnect();
    await raw.closed();
    expect(disconnect.error?.message).toMatch(/sent nothing/);
    expect(running.hub.connectionCount()).toBe(0);
  });

  it('reconnects with a new id after a Close that allows reconnect', async () => {
    await start();
    const connection = client(running.url, 'token-alice', {}, [0, 0, 0]);
    const events: string[] = [];
    const reconnected = new Promise<string | undefined>((resolve) =>
      connection.onreconnected(resolve),
    );
    connection.onreconnecting(() => events.push('reconnecting'));
    connection.onclose(() => events.push('closed'));
    await connection.start();
    const firstId = connection.connectionId!;
    expect(running.hub.closeConnection(firstId, { allowReconnect: true })).toBe(true);
    const newId = await reconnected;
    expect(events).toEqual(['reconnecting']);
    expect(newId).toBeDefined();
    expect(newId).not.toBe(firstId);
    await expect(connection.invoke('Echo', 1)).resolves.toBe(1);
  });

  it('stops the client on a Close without reconnect, even with automatic reconnect on', async () => {
    await start();
    const connection = client(running.url, 'token-alice', {}, [0, 0, 0]);
    let reconnecting = false;
    connection.onreconnecting(() => (reconnecting = true));
    const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
    await connection.start();
    running.hub.closeConnection(connection.connectionId!, { error: '账号在别处登录' });
    const error = await closed;
    expect(error?.message).toBe('Server returned an error on close: 账号在别处登录');
    expect(reconnecting).toBe(false);
  });

  it('reconnects after the socket is killed and the re-subscribed group reaches it', async () => {
    await start();
    const connection = client(running.url, 'token-alice', {}, [0, 0, 0]);
    const ticks: number[] = [];
    connection.on('tick', (n: number) => ticks.push(n));
    // What the client adapter does: subscribe on start and again after every reconnect.
    const resubscribed = new Promise<void>((resolve) =>
      connection.onreconnected(() => void connection.invoke('Subscribe', '600000').then(resolve)),
    );
    await connection.start();
    await connection.invoke('Subscribe', '600000');
    const firstId = connection.connectionId!;
    const gone = nextDisconnect();
    for (const socket of running.sockets) socket.destroy();
    expect((await gone).info.connectionId).toBe(firstId);
    await resubscribed;
    expect(running.hub.groupConnections('quote:600000')).toEqual([connection.connectionId]);
    await running.hub.sendGroup('quote:600000', 'Tick', 7);
    await expect(connection.invoke('Echo', 'after')).resolves.toBe('after');
    expect(ticks).toEqual([7]);
  });

  it('treats the client Close message as a clean close and cleans up its groups', async () => {
    await start();
    const connection = client(running.url);
    await connection.start();
    await connection.invoke('Subscribe', '000001');
    const id = connection.connectionId!;
    expect(running.hub.groupsOf(id).sort()).toEqual(['quote:000001', 'user:alice']);
    const gone = nextDisconnect();
    await connection.stop();
    const disconnect = await gone;
    expect(disconnect.info.connectionId).toBe(id);
    expect(disconnect.error).toBeUndefined();
    expect(running.hub.groupConnections('quote:000001')).toEqual([]);
    expect(running.hub.groupsOf(id)).toEqual([]);
    expect(running.hub.connectionCount()).toBe(0);

    const raw = await openHandshaken(running.url);
    const rawGone = nextDisconnect();
    raw.send('{"type":7}\x1e');
    expect(await raw.closed()).toBe(1000);
    expect((await rawGone).error).toBeUndefined();
  });
});
