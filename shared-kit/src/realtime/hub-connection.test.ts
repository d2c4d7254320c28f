import { HubConnection, HubConnectionState } from '@microsoft/signalr';
import { createSignalRConnection } from './hub-connection';

describe('createSignalRConnection', () => {
  it('uses keep-alive 30 s and server time-out 240 s without connecting yet', () => {
    const connection = createSignalRConnection({ url: 'http://localhost/hub' });
    expect(connection).toBeInstanceOf(HubConnection);
    const hub = connection as HubConnection;
    expect(hub.keepAliveIntervalInMilliseconds).toBe(30_000);
    expect(hub.serverTimeoutInMilliseconds).toBe(240_000);
    expect(hub.state).toBe(HubConnectionState.Disconnected);
  });
});
