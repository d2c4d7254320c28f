import { FakeHubConnection } from '../testing/fake-hub-connection';
import { SignalRHubAdapter } from './signalr-hub-adapter';

function setup(now = () => 0) {
  const connection = new FakeHubConnection();
  const hub = new SignalRHubAdapter({
    url: '/hubs/quote',
    connectionFactory: () => connection,
    token: () => 'tok-9',
    now,
  });
  return { connection, hub };
}

const tick = { QuotationType: 'TickQuotationInfo', SearchParamData: ['600000.SSE'] };
const contract = { QuotationType: 'ContractDate', SearchParamData: 'IF' };

afterEach(() => {
  jest.useRealTimers();
});

describe('SignalRHubAdapter', () => {
  it('queues invokes made before the connection is ready and sends them after start', async () => {
    const { connection, hub } = setup();
    connection.answers.set('HisTrain', 42);
    const answer = hub.invoke('HisTrain', 7);
    expect(connection.invocations).toEqual([]);
    await hub.start();
    await expect(answer).resolves.toBe(42);
    expect(hub.state).toBe('Connected');
  });

  it('attaches handlers registered before start and dispatches pushes case-insensitively', async () => {
    const { connection, hub } = setup();
    const handler = jest.fn();
    hub.on('TickQuotationInfo', handler);
    await hub.start();
    connection.push('tickquotationinfo', { symbol: '600000' });
    connection.push('TICKQUOTATIONINFO', { symbol: '600004' });
    expect(handler.mock.calls).toEqual([[{ symbol: '600000' }], [{ symbol: '600004' }]]);
  });

  it('stops dispatching to a removed handler', async () => {
    const { connection, hub } = setup();
    const handler = jest.fn();
    hub.on('ImportProgress', handler);
    await hub.start();
    hub.off('importprogress', handler);
    connection.push('ImportProgress', {});
    expect(handler).not.toHaveBeenCalled();
    expect(connection.hasHandler('importprogress')).toBe(false);
  });

  it('retries a failed start every 5 s until connected', async () => {
    jest.useFakeTimers();
    const { connection, hub } = setup();
    connection.failingStarts = 2;
    const started = jest.fn();
    void hub.start().then(started);
    await jest.advanceTimersByTimeAsync(0);
    expect(connection.startCalls).toBe(1);
    await jest.advanceTimersByTimeAsync(4_999);
    expect(connection.startCalls).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(connection.startCalls).toBe(2);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(connection.startCalls).toBe(3);
    expect(started).toHaveBeenCalled();
    expect(hub.state).toBe('Connected');
  });

  it('sends Login and subscriptions (with the token) once connected', async () => {
    const { connection, hub } = setup();
    await hub.login('tok-9');
    await hub.subscribe(tick);
    expect(connection.invocations).toEqual([]);
    await hub.start();
    expect(connection.invocations).toEqual([
      { method: 'Login', args: ['tok-9'] },
      { method: 'Subscribe', args: [{ ...tick, token: 'tok-9' }] },
    ]);
  });

  it('re-invokes Login and every active subscription after a reconnect', async () => {
    const { connection, hub } = setup();
    await hub.start();
    await hub.login('tok-9');
    await hub.subscribe(tick);
    await hub.subscribe({ ...contract, token: 'own' });
    await hub.subscribe(tick);
    await hub.unsubscribe(contract);
    connection.invocations.length = 0;

    connection.reconnect();
    await Promise.resolve();
    expect(connection.invocations).toEqual([
      { method: 'Login', args: ['tok-9'] },
      { method: 'Subscribe', args: [{ ...tick, token: 'tok-9' }] },
    ]);
    expect(hub.state).toBe('Connected');
  });

  it('queues invokes made while disconnected and sends them once connected again', async () => {
    jest.useFakeTimers();
    const { connection, hub } = setup();
    const states: string[] = [];
    hub.onStateChange((state) => states.push(state));
    await hub.start();
    connection.close();
    const pending = hub.invoke('UnHisTrain', 3);
    expect(connection.invocations).toEqual([]);
    await jest.advanceTimersByTimeAsync(5_000);
    await pending;
    expect(connection.invocations).toEqual([{ method: 'UnHisTrain', args: [3] }]);
    expect(states).toEqual(['Connecting', 'Connected', 'Disconnected', 'Connecting', 'Connected']);
  });

  it('reports Reconnecting while the automatic reconnect runs', async () => {
    const { connection, hub } = setup();
    const states: string[] = [];
    await hub.start();
    hub.onStateChange((state) => states.push(state));
    connection.reconnect();
    expect(states).toEqual(['Reconnecting', 'Connected']);
  });

  it('starts again 5 s after the connection closes and restores the subscriptions', async () => {
    jest.useFakeTimers();
    const { connection, hub } = setup();
    await hub.start();
    await hub.subscribe(tick);
    connection.invocations.length = 0;
    connection.close();
    expect(hub.state).toBe('Disconnected');
    await jest.advanceTimersByTimeAsync(5_000);
    expect(connection.startCalls).toBe(2);
    expect(connection.invocations).toEqual([
      { method: 'Subscribe', args: [{ ...tick, token: 'tok-9' }] },
    ]);
  });

  it('does not start again after stop and fails the queued invokes', async () => {
    jest.useFakeTimers();
    const { connection, hub } = setup();
    await hub.start();
    await hub.stop();
    const queued = hub.invoke('HisTrain');
    await hub.stop();
    await expect(queued).rejects.toThrow('hub stopped');
    await jest.advanceTimersByTimeAsync(10_000);
    expect(connection.startCalls).toBe(1);
    expect(hub.state).toBe('Disconnected');
  });

  it('re-subscribes only the quotation types silent for over 30 s', async () => {
    let now = 0;
    const { connection, hub } = setup(() => now);
    // Pushes are tracked through the handlers callers register for the types they subscribe.
    hub.on('TickQuotationInfo', () => undefined);
    hub.on('ContractDate', () => undefined);
    await hub.start();
    await hub.subscribe(tick);
    await hub.subscribe(contract);
    now = 20_000;
    connection.push('ContractDate', {});
    connection.invocations.length = 0;

    await expect(hub.resubscribeSilent(40_000)).resolves.toEqual(['TickQuotationInfo']);
    expect(connection.invocations).toEqual([
      { method: 'Subscribe', args: [{ ...tick, token: 'tok-9' }] },
    ]);
    await expect(hub.resubscribeSilent(45_000)).resolves.toEqual([]);
  });
});
