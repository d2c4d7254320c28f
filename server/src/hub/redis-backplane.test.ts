import type { HubConnection } from '@microsoft/signalr';
import { RedisBackplane, redisChannelName } from './redis-backplane';
import { buildClient, startHub, type RunningHub } from './test-harness';

// The test command guarantees Redis on 127.0.0.1:6379; an unreachable Redis fails this suite.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('Redis backplane across two hub processes', () => {
  const prefix = `hub-test-${process.pid}-${Date.now()}`;
  let hubA: RunningHub;
  let hubB: RunningHub;
  let client: HubConnection;

  beforeEach(async () => {
    const start = () => startHub({ backplane: new RedisBackplane({ url: REDIS_URL, prefix }) });
    [hubA, hubB] = await Promise.all([start(), start()]);
    for (const { hub } of [hubA, hubB]) {
      hub
        .method('Join', (ctx, group: string) => ctx.hub.addToGroup(ctx.connectionId, group))
        .method('Leave', (ctx, group: string) => ctx.hub.removeFromGroup(ctx.connectionId, group));
    }
    client = buildClient(hubA.url, 'token-alice');
    await client.start();
  });

  afterEach(async () => {
    await client.stop();
    await Promise.all([hubA.stop(), hubB.stop()]);
  });

  function received(target: string): Promise<unknown[]> {
    return new Promise((resolve) => {
      const handler = (...args: unknown[]): void => {
        client.off(target, handler);
        resolve(args);
      };
      client.on(target, handler);
    });
  }

  it('delivers a group push sent on hub B to a client of hub A', async () => {
    await client.invoke('Join', 'quote:600000');
    const news = received('TickQuotationInfo');
    await hubB.hub.sendGroup('quote:600000', 'TickQuotationInfo', { code: '600000', price: 10.5 });
    expect(await news).toEqual([{ code: '600000', price: 10.5 }]);
  });

  it('delivers user, connection and all pushes across processes', async () => {
    const forUser = received('OrderUpdate');
    await hubB.hub.sendUser('alice', 'OrderUpdate', 1);
    expect(await forUser).toEqual([1]);

    const forConnection = received('Notice');
    await hubB.hub.sendConnection(client.connectionId!, 'Notice', 'hello');
    expect(await forConnection).toEqual(['hello']);

    const forAll = received('Broadcast');
    await hubB.hub.sendAll('Broadcast', 'everyone');
    expect(await forAll).toEqual(['everyone']);
  });

  it('stops delivering a group once the client left it', async () => {
    const seen: string[] = [];
    client.on('quote', (code: string) => seen.push(code));
    await client.invoke('Join', 'quote:000001');
    await client.invoke('Leave', 'quote:000001');
    const marker = received('Marker');
    await hubB.hub.sendGroup('quote:000001', 'Quote', '000001');
    await hubB.hub.sendAll('Marker');
    await marker;
    expect(seen).toEqual([]);
  });

  it('names channels as the design note lays out', () => {
    expect(redisChannelName('p', { kind: 'all' })).toBe('p:all');
    expect(redisChannelName('p', { kind: 'group', name: 'quote:1' })).toBe('p:group:quote:1');
    expect(redisChannelName('p', { kind: 'user', id: 'u' })).toBe('p:user:u');
    expect(redisChannelName('p', { kind: 'connection', id: 'c' })).toBe('p:connection:c');
  });

  it('fails to start, instead of retrying silently, when Redis is unreachable', async () => {
    const backplane = new RedisBackplane({ url: 'redis://127.0.0.1:1', prefix });
    await expect(backplane.start(() => undefined)).rejects.toThrow(
      /Redis backplane cannot connect/,
    );
    await backplane.close();
  });
});
