import { FakeHubConnection } from '../testing/fake-hub-connection';
import { registerHub, unregisterHub } from './hub-registry';
import { SignalRHubAdapter } from './signalr-hub-adapter';
import { USER_PUSHES, onAccountPush, onUserPush } from './user-pushes';

describe('user pushes', () => {
  let connection: FakeHubConnection;
  let hub: SignalRHubAdapter;
  beforeEach(async () => {
    connection = new FakeHubConnection();
    hub = new SignalRHubAdapter({ url: '/hubs/quote', connectionFactory: () => connection });
    registerHub(hub);
    await hub.start();
  });
  afterEach(async () => {
    unregisterHub();
    await hub.stop();
  });

  it('keeps a handler for every push the server sends a user, with no page listening', () => {
    // The server's targets (features/trading/engine-core.ts, features/users): none arrives unhandled.
    for (const target of ['StkOrderUpdate', 'StkTradeReport', 'ImportProgress', 'DeleteProgress']) {
      expect(connection.hasHandler(target)).toBe(true);
    }
  });

  it('delivers lower-cased order and fill pushes to account listeners until they stop', () => {
    const seen: string[] = [];
    const off = onAccountPush((name, payload) => seen.push(`${name}:${String(payload)}`));
    connection.push('stkorderupdate', 'o1');
    connection.push('STKTRADEREPORT', 'r1');
    connection.push('DeleteProgress', 'd1');
    off();
    connection.push('StkOrderUpdate', 'o2');
    expect(seen).toEqual(['StkOrderUpdate:o1', 'StkTradeReport:r1']);
  });

  it('delivers the delete progress to its listener', () => {
    const payloads: unknown[] = [];
    const off = onUserPush(USER_PUSHES.DELETE_PROGRESS, (p) => payloads.push(p));
    connection.push('deleteprogress', { complete: true, msg: '删除完成' });
    off();
    expect(payloads).toEqual([{ complete: true, msg: '删除完成' }]);
  });
});
