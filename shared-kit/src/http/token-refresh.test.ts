import { createMemoryStorage, createSession } from '../session';
import { setTokenRefreshFlag, startTokenRefresh } from './token-refresh';

const user = {
  Token: 'tok-1',
  Name: '张三',
  UserName: 'student01',
  UserID: 3,
  Id: 3,
  MobilePhone: '',
  hasTrainUsePower: false,
  hasCombinePower: false,
};

describe('token refresh (spec §4, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('refreshes every 120 s while the flag is set and someone is signed in', async () => {
    const storage = createMemoryStorage();
    const session = createSession(storage);
    session.signIn(user);
    const refresh = jest.fn(async () => ({ Token: 'tok-1' }));
    const stop = startTokenRefresh({ session, storage, refresh });

    await jest.advanceTimersByTimeAsync(120_000);
    expect(refresh).not.toHaveBeenCalled(); // flag not set

    setTokenRefreshFlag(true, storage);
    await jest.advanceTimersByTimeAsync(120_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(120_000);
    expect(refresh).toHaveBeenCalledTimes(2);

    session.clear(); // logout wipes the flag with the session
    await jest.advanceTimersByTimeAsync(240_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stores a token the server replaced', async () => {
    const storage = createMemoryStorage();
    const session = createSession(storage);
    session.signIn(user);
    setTokenRefreshFlag(true, storage);
    const stop = startTokenRefresh({ session, storage, refresh: async () => ({ Token: 'tok-2' }) });
    await jest.advanceTimersByTimeAsync(120_000);
    expect(session.getState().token).toBe('tok-2');
    stop();
  });
});
