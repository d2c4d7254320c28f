import { HubConnection, HubConnectionState } from '@microsoft/signalr';
import { FakeHubConnection } from '../testing/fake-hub-connection';
import { createSignalRConnection } from './hub-connection';
import { buildSignalRConnection } from './signalr-builder';

jest.mock('./signalr-builder', () => {
  const actual = jest.requireActual('./signalr-builder');
  return { buildSignalRConnection: jest.fn(actual.buildSignalRConnection) };
});

const build = jest.mocked(buildSignalRConnection);

describe('buildSignalRConnection', () => {
  it('uses keep-alive 30 s and server time-out 240 s without connecting yet', () => {
    const connection = buildSignalRConnection({ url: 'http://localhost/hub' });
    expect(connection).toBeInstanceOf(HubConnection);
    const hub = connection as HubConnection;
    expect(hub.keepAliveIntervalInMilliseconds).toBe(30_000);
    expect(hub.serverTimeoutInMilliseconds).toBe(240_000);
    expect(hub.state).toBe(HubConnectionState.Disconnected);
  });
});

describe('createSignalRConnection', () => {
  beforeEach(() => build.mockClear());

  it('builds the SignalR connection only when it first starts, with what was registered before', async () => {
    const fake = new FakeHubConnection();
    build.mockReturnValueOnce(fake);
    const connection = createSignalRConnection({ url: '/hubs/quote' });
    const pushed = jest.fn();
    const closed = jest.fn();
    connection.on('ReceiveQuote', pushed);
    connection.onclose(closed);
    await connection.stop();
    expect(build).not.toHaveBeenCalled();

    await connection.start();
    expect(build).toHaveBeenCalledWith({ url: '/hubs/quote' });
    expect(fake.startCalls).toBe(1);
    fake.push('ReceiveQuote', 1);
    expect(pushed).toHaveBeenCalledWith(1);
    await connection.invoke('Login', 'tok');
    expect(fake.invocations).toEqual([{ method: 'Login', args: ['tok'] }]);
    connection.off('ReceiveQuote');
    expect(fake.hasHandler('ReceiveQuote')).toBe(false);
    fake.close();
    expect(closed).toHaveBeenCalled();
  });
});
