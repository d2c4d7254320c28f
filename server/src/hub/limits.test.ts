import type { HubConnection } from '@microsoft/signalr';
import { buildClient, openHandshaken, startHub, type RunningHub } from './test-harness';

describe('hub limits', () => {
  let running: RunningHub;
  const clients: HubConnection[] = [];
  beforeAll(async () => {
    running = await startHub({
      maxGroupsPerConnection: 3,
      maxConnectionsPerUser: 2,
      maxMessageBytes: 1024,
    });
    running.hub
      .method('Join', (ctx, group: string) => ctx.hub.addToGroup(ctx.connectionId, group))
      .method('Echo', (_ctx, value: unknown) => value);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.stop()));
    await running.stop();
  });

  const connect = async (token = 'token-bob') => {
    const c = buildClient(running.url, token);
    clients.push(c);
    await c.start();
    return c;
  };

  it('caps the groups of one connection and answers the rest with a completion error', async () => {
    const c = await connect();
    for (const g of ['a', 'b', 'c']) await c.invoke('Join', g);
    await c.invoke('Join', 'a'); // already in: no new group
    await expect(c.invoke('Join', 'd')).rejects.toThrow('订阅数量已达上限（3）');
    const id = c.connectionId!;
    // Three joined groups plus the automatic user group; the connection still works.
    expect(running.hub.groupsOf(id).sort()).toEqual(['a', 'b', 'c', 'user:bob']);
    expect(await c.invoke('Echo', 1)).toBe(1);
    await c.stop();
  });

  it('keeps at most the configured connections per user by closing the oldest', async () => {
    const first = await connect('token-alice');
    const closed = new Promise<Error | undefined>((resolve) => first.onclose(resolve));
    const second = await connect('token-alice');
    const third = await connect('token-alice');
    const error = await closed;
    expect(error?.message).toContain('同一账号的实时连接超过 2 个，已断开最早的连接');
    expect(await second.invoke('Echo', 2)).toBe(2);
    expect(await third.invoke('Echo', 3)).toBe(3);
    const bob = await connect('token-bob'); // other users are not affected
    expect(await bob.invoke('Echo', 4)).toBe(4);
  });

  it('drops a connection that sends a frame above the maximum size', async () => {
    const raw = await openHandshaken(running.url, 'token-bob');
    const big = JSON.stringify({ type: 1, target: 'Echo', arguments: ['x'.repeat(4096)] });
    raw.send(`${big}\x1e`);
    expect(await raw.closed()).toBe(1009);
  });
});
