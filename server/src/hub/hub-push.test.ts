import type { HubConnection } from '@microsoft/signalr';
import { createHubPush } from './hub-push';
import { buildClient, startHub, type RunningHub } from './test-harness';

describe('fire-and-forget hub pushes', () => {
  let running: RunningHub;
  let client: HubConnection;

  beforeEach(async () => {
    running = await startHub();
    running.hub.method('Join', (ctx, group: string) => ctx.hub.addToGroup(ctx.connectionId, group));
    running.hub.method('Ping', () => 'pong');
    client = buildClient(running.url, 'token-alice');
    await client.start();
  });

  afterEach(async () => {
    await client.stop();
    await running.stop();
  });

  it('reaches a user by id, a group and everyone', async () => {
    const got: unknown[] = [];
    client.on('importprogress', (p: unknown) => got.push(['user', p]));
    client.on('quote', (p: unknown) => got.push(['group', p]));
    client.on('notice', (p: unknown) => got.push(['all', p]));
    await client.invoke('Join', 'quote:600000');
    const push = createHubPush(running.hub);
    push.toUser('alice', 'ImportProgress', { done: 3 });
    push.toGroup('quote:600000', 'Quote', 10.5);
    push.toGroup('quote:000001', 'Quote', 99);
    push.toAll('Notice', '系统维护');
    // Pushes and this call's Completion travel in order on the same socket.
    await client.invoke('Ping');
    expect(got).toEqual([
      ['user', { done: 3 }],
      ['group', 10.5],
      ['all', '系统维护'],
    ]);
  });
});
