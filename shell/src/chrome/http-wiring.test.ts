/** @jest-environment jsdom */
import { createMemoryStorage, http, session, type SessionUser } from '@portal/shared-kit';
import { createFakeAdapter } from '@portal/shared-kit/testing';
import { PENDING_NOTICE_KEY, showPendingNotice, wireHttpClient } from './http-wiring';

const user: SessionUser = {
  Token: 'tok',
  Name: '张三',
  UserName: 'student01',
  UserID: 1,
  Id: 1,
  MobilePhone: '13800000001',
  hasTrainUsePower: true,
  hasCombinePower: false,
};

const expired = createFakeAdapter(() => ({ status: 401 })).adapter;

describe('HTTP client wiring', () => {
  beforeEach(() => session.clear());

  it('shows 登录超时，请重新登录, lands on /index and carries the message over the reload', async () => {
    window.history.replaceState(null, '', '/UserCenter');
    session.signIn(user);
    const storage = createMemoryStorage();
    const toasts = { error: jest.fn() };
    const reload = jest.fn();
    const unwire = wireHttpClient(toasts, { storage, reload });
    await expect(
      http.request({ url: '/VERace/User/GetMyUserInfo', adapter: expired }),
    ).rejects.toThrow('登录超时，请重新登录');
    unwire();
    expect(toasts.error).toHaveBeenCalledWith('登录超时，请重新登录', 3);
    expect(window.location.pathname).toBe('/index');
    expect(session.getState().token).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(PENDING_NOTICE_KEY)).toBe('登录超时，请重新登录');

    const afterReload = { error: jest.fn() };
    showPendingNotice(afterReload, storage);
    expect(afterReload.error).toHaveBeenCalledWith('登录超时，请重新登录', 3);
    expect(storage.getItem(PENDING_NOTICE_KEY)).toBeNull();
  });

  it('expires silently without a token', async () => {
    const storage = createMemoryStorage();
    const toasts = { error: jest.fn() };
    const reload = jest.fn();
    const unwire = wireHttpClient(toasts, { storage, reload });
    await expect(http.request({ url: '/x', adapter: expired })).rejects.toThrow();
    unwire();
    expect(toasts.error).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(PENDING_NOTICE_KEY)).toBeNull();
  });
});
