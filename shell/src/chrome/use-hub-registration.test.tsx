import { getHub, session } from '@portal/shared-kit';
import { act, renderHook } from '@testing-library/react';
import { useHubRegistration } from './use-hub-registration';

const started: string[] = [];
const stopped: string[] = [];
const logins: unknown[][] = [];

jest.mock('@portal/shared-kit', () => {
  const actual = jest.requireActual<Record<string, unknown>>('@portal/shared-kit');
  class FakeHub {
    constructor(readonly options: { url: string }) {}
    start() {
      started.push(this.options.url);
      return Promise.resolve();
    }
    stop() {
      stopped.push(this.options.url);
      return Promise.resolve();
    }
    login(...args: unknown[]) {
      logins.push(args);
      return Promise.resolve();
    }
    on() {}
  }
  return { ...actual, SignalRHubAdapter: FakeHub };
});

const user = {
  Token: 'tok-hub',
  Name: '张三',
  UserName: 'student01',
  UserID: 3,
  Id: 3,
  MobilePhone: '13800000001',
  hasTrainUsePower: true,
  hasCombinePower: false,
};

describe('hub registration', () => {
  it('registers and logs in the hub while signed in, and forgets it on logout', () => {
    session.clear();
    renderHook(() => useHubRegistration());
    expect(() => getHub()).toThrow('请注册 signalr 服务');
    act(() => session.signIn(user));
    expect(getHub()).toBeDefined();
    expect(started).toEqual(['/hubs/quote']);
    expect(logins).toEqual([['tok-hub']]);
    act(() => session.clear());
    expect(stopped).toEqual(['/hubs/quote']);
    expect(() => getHub()).toThrow('请注册 signalr 服务');
  });
});
