import { FakeHubConnection } from '../testing/fake-hub-connection';
import { getHub, registerHub, unregisterHub } from './hub-registry';
import { pageHub, PORTAL_HUB_PATH } from './page-hub';
import { SignalRHubAdapter } from './signalr-hub-adapter';

describe('the page hub', () => {
  afterEach(() => {
    const hub = (() => {
      try {
        return getHub();
      } catch {
        return null;
      }
    })();
    unregisterHub();
    void hub?.stop();
  });

  it('is the hub the shell registered', () => {
    const shells = new SignalRHubAdapter({
      url: PORTAL_HUB_PATH,
      connectionFactory: () => new FakeHubConnection(),
    });
    registerHub(shells);
    expect(pageHub()).toBe(shells);
  });
});
