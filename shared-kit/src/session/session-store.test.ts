import { NO_AUTH_FLAGS, combineToMatch } from '../domain';
import { SESSION_KEYS } from './session-keys';
import { createMemoryStorage } from './session-persistence';
import { createSession } from './session-store';
import type { SessionUser } from './session-types';

const user: SessionUser = {
  Token: 'tok-1',
  Name: '张三',
  UserName: 'zhangsan',
  UserID: 7,
  Id: 7,
  MobilePhone: '13800000000',
  hasTrainUsePower: false,
  hasCombinePower: false,
};

describe('session', () => {
  it('stores the token and user info in session storage on sign-in', () => {
    const storage = createMemoryStorage();
    const session = createSession(storage);
    session.signIn(user);
    expect(session.getState().token).toBe('tok-1');
    expect(storage.getItem(SESSION_KEYS.token)).toBe('tok-1');
    expect(JSON.parse(storage.getItem(SESSION_KEYS.user) ?? 'null')).toEqual(user);
  });

  it('restores a signed-in user, role and match from storage after a reload', () => {
    const storage = createMemoryStorage();
    const first = createSession(storage);
    first.signIn(user);
    first.setRole('teacher');
    first.setCurrentMatch({ matchID: 139, matchName: '综合赛', matchType: 1 });
    first.setAuthFlags({ ...NO_AUTH_FLAGS, hasShares: true });

    const reloaded = createSession(storage).getState();
    expect(reloaded.token).toBe('tok-1');
    expect(reloaded.user?.UserName).toBe('zhangsan');
    expect(reloaded.role).toBe('teacher');
    expect(reloaded.currentMatch?.matchID).toBe(139);
    expect(reloaded.matchType).toBe(1);
    expect(reloaded.authFlags).toEqual({ ...NO_AUTH_FLAGS, hasShares: true });
  });

  it('stores the training and combination rights on the user', () => {
    const session = createSession(createMemoryStorage());
    session.signIn(user);
    session.setPowers({ hasTrainUsePower: true, hasCombinePower: true });
    expect(session.getState().user).toMatchObject({
      hasTrainUsePower: true,
      hasCombinePower: true,
    });
  });

  it('keeps the train info of a running training on the user and forgets it with null', () => {
    const storage = createMemoryStorage();
    const session = createSession(storage);
    session.signIn(user);
    session.setTrainInfo({ trainType: 0, tpTypeID: 5 });
    expect(createSession(storage).getState().user).toMatchObject({ trainType: 0, tpTypeID: 5 });
    session.setTrainInfo(null);
    expect(session.getState().user).toMatchObject({ trainType: null, tpTypeID: null });
  });

  it('marks a combine as current and keeps its mapped match type', () => {
    const session = createSession(createMemoryStorage());
    session.setCurrentMatch(
      combineToMatch({ combineID: 5, combineName: '组合一', createTime: '', breadNameList: [] }),
    );
    expect(session.getState()).toMatchObject({ isCombine: true, matchType: 1 });
    session.setCurrentMatch(null);
    expect(session.getState()).toMatchObject({ isCombine: false, matchType: null });
  });

  it('restores a training session as started when a log id is stored', () => {
    const storage = createMemoryStorage();
    createSession(storage).startTraining([11, 12]);
    const restored = createSession(storage);
    expect(restored.isTrainingStarted()).toBe(true);
    expect(restored.getState().trainingLogIds).toEqual(['11', '12']);
  });

  it('forgets the log ids when the training ends', () => {
    const storage = createMemoryStorage();
    const session = createSession(storage);
    session.startTraining(['3']);
    session.endTraining();
    expect(session.isTrainingStarted()).toBe(false);
    expect(storage.getItem(SESSION_KEYS.trainingLogIds)).toBeNull();
  });

  it('wipes every owned key, including the stored match type and path, on clear', () => {
    const storage = createMemoryStorage();
    storage.setItem('other.app', 'kept');
    const session = createSession(storage);
    session.signIn(user);
    session.setCurrentMatch({ matchID: 2, matchName: '外汇赛', matchType: 2 });
    session.setLastPath('/mainmatch/raceSummarize');
    session.setUnreadCount(4);
    session.clear();

    expect(session.getState().token).toBeNull();
    expect(session.getState().matchType).toBeNull();
    expect(session.getState().unreadCount).toBe(0);
    expect(storage.getItem(SESSION_KEYS.matchType)).toBeNull();
    expect(storage.getItem(SESSION_KEYS.lastPath)).toBeNull();
    expect(storage.length).toBe(1);
    expect(storage.getItem('other.app')).toBe('kept');
  });

  it('notifies listeners with a new snapshot after each change until unsubscribed', () => {
    const session = createSession(createMemoryStorage());
    const seen: number[] = [];
    const stop = session.subscribe(() => seen.push(session.getState().unreadCount));
    const before = session.getState();
    session.setUnreadCount(3);
    expect(session.getState()).not.toBe(before);
    stop();
    session.setUnreadCount(5);
    expect(seen).toEqual([3]);
  });

  it('ignores a corrupt stored value instead of failing', () => {
    const storage = createMemoryStorage();
    storage.setItem(SESSION_KEYS.user, '{not json');
    expect(createSession(storage).getState().user).toBeNull();
  });
});
