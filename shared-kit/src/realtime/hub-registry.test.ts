import { getHub, registerHub, unregisterHub } from './hub-registry';
import { SignalRHubAdapter } from './signalr-hub-adapter';
import { FakeHubConnection } from '../testing/fake-hub-connection';

describe('hub registry', () => {
  afterEach(unregisterHub);

  it('refuses use before registration with 请注册 signalr 服务', () => {
    expect(() => getHub()).toThrow('请注册 signalr 服务');
  });

  it('returns the registered hub', () => {
    const hub = new SignalRHubAdapter({
      url: '/hub',
      connectionFactory: () => new FakeHubConnection(),
    });
    registerHub(hub);
    expect(getHub()).toBe(hub);
  });
});
