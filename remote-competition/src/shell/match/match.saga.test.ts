import {
  NO_AUTH_FLAGS,
  createMemoryStorage,
  createSession,
  type BreedView,
  type CombineInfo,
  type MatchInfo,
} from '@portal/shared-kit';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { createMatchSaga } from './match.saga';
import { matchSlice, type MatchState } from './match.slice';
import type { MatchDeps } from './match-deps';
import type { OperationLogEntry } from './api/add-operation-log';

const stock: BreedView = {
  breedID: 1,
  breedName: '股票',
  breedType: 1,
  parentID: 0,
  showName: 'A股',
  isAllow: true,
  currencyType: 1,
  childBreeds: [],
};

const comprehensive: MatchInfo = {
  matchID: 139,
  matchName: '综合赛',
  matchType: 1,
  traderID: '11',
};
const forex: MatchInfo = { matchID: 658, matchName: '外汇赛', matchType: 2, traderID: '12' };
const dayInner: MatchInfo = { matchID: 7, matchName: '日内赛', matchType: 4, traderID: '13' };
const combine: CombineInfo = {
  combineID: 5,
  combineName: '组合一',
  createTime: '',
  breadNameList: ['A股'],
};

function setup(over: Partial<MatchDeps> = {}, now = { t: Date.parse('2026-03-02T02:00:00Z') }) {
  const session = createSession(createMemoryStorage());
  session.signIn({
    Token: 't',
    Name: '张三',
    UserName: 'student01',
    UserID: 3,
    Id: 3,
    MobilePhone: '1',
    hasTrainUsePower: true,
    hasCombinePower: true,
  });
  const logs: OperationLogEntry[] = [];
  const calls = {
    matches: 0,
    combines: 0,
    login: [] as string[],
    teams: [] as number[],
    left: [] as string[],
  };
  const deps: MatchDeps = {
    session,
    now: () => now.t,
    getMyMatches: async () => {
      calls.matches += 1;
      return [comprehensive, forex, dayInner];
    },
    getCombines: async () => {
      calls.combines += 1;
      return [combine];
    },
    searchMatchBreed: async () => [stock],
    loginMatch: async (id) => {
      calls.login.push(id);
      return true;
    },
    addOperationLog: async (e) => {
      logs.push(e);
      return 1;
    },
    getSystemTime: async () => ({
      systemTime: '2026-03-02 10:00:00',
      tradingDate: '2026-03-02',
      isTradingTime: true,
    }),
    logout: async () => true,
    leaveTo: (path) => calls.left.push(path),
    getUnreadCount: async () => 120,
    getTeamIds: async (matchId) => {
      calls.teams.push(matchId);
      return [];
    },
    trainInfo: () => null,
    getTrainingMatch: async () => null,
    ...over,
  };
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { match: matchSlice.reducer },
    middleware: (d) => d({ serializableCheck: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(createMatchSaga(deps, (r) => (r as { match: MatchState }).match));
  const state = () => store.getState().match;
  return { store, session, logs, calls, state, now };
}

/** Lets pending promises and saga steps run. */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('current match selection', () => {
  it('keeps the stored current match when it is still listed, without a new enter log', async () => {
    const { store, session, logs } = setup();
    session.setCurrentMatch(forex);
    store.dispatch(matchSlice.actions.init());
    await settle();
    expect(session.getState().currentMatch?.matchID).toBe(658);
    expect(logs).toEqual([]);
  });

  it('falls back to the first match, logs in as its trader and derives its flags', async () => {
    const { store, session, logs, calls } = setup();
    session.setCurrentMatch({ matchID: 999, matchName: '已删除', matchType: 1 });
    store.dispatch(matchSlice.actions.init());
    await settle();
    expect(session.getState().currentMatch?.matchID).toBe(139);
    expect(calls.login).toEqual(['11']);
    expect(session.getState().authFlags).toEqual({
      ...NO_AUTH_FLAGS,
      ismultiple: true,
      hasShares: true,
    });
    expect(logs.map((l) => l.operation)).toEqual(['退出比赛', '进入比赛']);
  });

  it('loads combines only when trainType is not 0', async () => {
    const training = setup({ trainInfo: () => ({ trainType: 0, tpTypeID: 5 }) });
    training.store.dispatch(matchSlice.actions.init());
    await settle();
    expect(training.calls.combines).toBe(0);
    // A forex training user gets the forex default match (658).
    expect(training.session.getState().currentMatch?.matchID).toBe(658);

    const other = setup({ trainInfo: () => ({ trainType: 1, tpTypeID: 1 }) });
    other.store.dispatch(matchSlice.actions.init());
    await settle();
    expect(other.calls.combines).toBe(1);
    expect(other.state().combines.map((c) => c.matchName)).toEqual(['组合一']);
  });

  it("enters a running training's own account, not the contest (issue 33 item 6)", async () => {
    const own: MatchInfo = {
      matchID: 1201,
      matchName: '实训项目：股票买入实训',
      matchType: 1,
      traderID: '31',
    };
    const t = setup({
      trainInfo: () => ({ trainType: 0, tpTypeID: 1 }),
      getTrainingMatch: async () => own,
    });
    t.session.setCurrentMatch(comprehensive);
    t.store.dispatch(matchSlice.actions.init());
    await settle();
    expect(t.session.getState().currentMatch?.matchID).toBe(1201);
    expect(t.calls.login).toEqual(['31']);
    // The switcher's list stays the contests': the training's account is not one of them.
    expect(t.state().matches.map((m) => m.matchID)).toEqual([139, 658, 7]);
  });

  it('stores the unread count for the badge', async () => {
    const { store, session } = setup();
    store.dispatch(matchSlice.actions.init());
    await settle();
    expect(session.getState().unreadCount).toBe(120);
  });
});

describe('match switching', () => {
  it('shows the 1 s mask, then sends a forex match to its trading page', async () => {
    const { store, state, session } = setup();
    store.dispatch(matchSlice.actions.switchTo(forex));
    await settle();
    expect(state().switching).toBe(true);
    jest.advanceTimersByTime(1000);
    await settle();
    expect(state().switching).toBe(false);
    expect(state().navigation?.path).toBe('/ForeignExchange/ForeignExchange');
    expect(session.getState().matchType).toBe(2);
  });

  it('sends a day-inner match to its intraday desk and a comprehensive one to the main page', async () => {
    const { store, state } = setup();
    store.dispatch(matchSlice.actions.switchTo(dayInner));
    await settle();
    jest.advanceTimersByTime(1000);
    await settle();
    expect(state().navigation?.path).toBe('/RotaryTradingDays');
    store.dispatch(matchSlice.actions.switchTo(comprehensive));
    await settle();
    jest.advanceTimersByTime(1000);
    await settle();
    expect(state().navigation?.path).toBe('/mainmatch');
  });

  it('writes leave and enter logs, once per record and action within 1.5 s', async () => {
    const { store, logs, session } = setup();
    session.setCurrentMatch(comprehensive);
    for (const next of [forex, comprehensive, forex]) {
      store.dispatch(matchSlice.actions.switchTo(next));
      await settle();
      jest.advanceTimersByTime(1000);
      await settle();
    }
    // The clock stands still: leaving 139 and entering 658 again are throttled.
    expect(logs.map((l) => `${l.operation}:${l.param1}`)).toEqual([
      '退出比赛:11',
      '进入比赛:12',
      '退出比赛:12',
      '进入比赛:11',
    ]);
  });

  it('marks a combine as current with A-share flags', async () => {
    const { store, session, logs } = setup();
    store.dispatch(
      matchSlice.actions.switchTo({ matchID: 5, matchName: '组合一', matchType: 1, combineID: 5 }),
    );
    await settle();
    expect(session.getState().isCombine).toBe(true);
    expect(session.getState().authFlags?.hasShares).toBe(true);
    expect(logs.map((l) => l.operation)).toEqual(['进入组合']);
  });
});

describe('team check', () => {
  it('stores hasTeam from the GetTeamIDs answer of the chosen match', async () => {
    const { store, state } = setup({ getTeamIds: async () => [3] });
    expect(state().teamChecked).toBe(false);
    store.dispatch(matchSlice.actions.init());
    await settle();
    expect(state()).toMatchObject({ hasTeam: true, teamChecked: true });

    const none = setup();
    none.store.dispatch(matchSlice.actions.init());
    await settle();
    expect(none.calls.teams).toEqual([139]);
    expect(none.state()).toMatchObject({ hasTeam: false, teamChecked: true });
  });

  it('checks the team of the match switched to', async () => {
    const asked: number[] = [];
    const { store, state } = setup({
      getTeamIds: async (id) => {
        asked.push(id);
        return id === 658 ? [1, 2] : [];
      },
    });
    store.dispatch(matchSlice.actions.switchTo(forex));
    await settle();
    expect(asked).toEqual([658]);
    expect(state().hasTeam).toBe(true);
    store.dispatch(matchSlice.actions.switchTo(dayInner));
    await settle();
    expect(state().hasTeam).toBe(false);
  });

  it('has no team for a combine, without asking', async () => {
    const asked: number[] = [];
    const { store, state } = setup({
      getTeamIds: async (id) => {
        asked.push(id);
        return [1];
      },
    });
    store.dispatch(
      matchSlice.actions.switchTo({ matchID: 5, matchName: '组合一', matchType: 1, combineID: 5 }),
    );
    await settle();
    expect(asked).toEqual([]);
    expect(state()).toMatchObject({ hasTeam: false, teamChecked: true });
  });

  it('counts a failed check as no team, silently', async () => {
    const { store, state } = setup({ getTeamIds: () => Promise.reject(new Error('500')) });
    store.dispatch(matchSlice.actions.init());
    await settle();
    expect(state()).toMatchObject({ hasTeam: false, teamChecked: true });
  });
});

describe('match list refresh', () => {
  it('reloads the list 3 s after the next start when it is within 24 h', async () => {
    const now = { t: Date.parse('2026-03-02T02:00:00Z') };
    const soon = {
      ...comprehensive,
      matchID: 2,
      currentState: 0,
      matchStartTime: '2026-03-02T02:00:10Z',
    };
    const { store, calls } = setup(
      {
        getMyMatches: async () => {
          calls.matches += 1;
          return [soon];
        },
      },
      now,
    );
    store.dispatch(matchSlice.actions.init());
    await settle();
    expect(calls.matches).toBe(1);
    jest.advanceTimersByTime(12_999);
    await settle();
    expect(calls.matches).toBe(1);
    jest.advanceTimersByTime(1);
    await settle();
    expect(calls.matches).toBe(2);
  });

  it('reloads the list when a listed day-match has passed its end time', async () => {
    const now = { t: Date.parse('2026-03-02T02:00:00Z') };
    const ending = { ...dayInner, matchEndTime: '2026-03-02T02:00:02Z' };
    const { store, calls } = setup(
      {
        getMyMatches: async () => {
          calls.matches += 1;
          return [ending];
        },
      },
      now,
    );
    store.dispatch(matchSlice.actions.init());
    await settle();
    now.t += 5_000;
    jest.advanceTimersByTime(3_000);
    await settle();
    expect(calls.matches).toBe(2);
  });
});

describe('logout', () => {
  it('leaves the match with an audit record, clears the session and goes to /index', async () => {
    const { store, session, logs, calls } = setup();
    session.setCurrentMatch(comprehensive);
    store.dispatch(matchSlice.actions.logout());
    await settle();
    expect(logs.map((l) => l.operation)).toEqual(['退出比赛']);
    expect(session.getState().token).toBeNull();
    // A page load of /index, not a route change inside the signed-out competition shell.
    expect(calls.left).toEqual(['/index']);
  });

  it('does not wait for the list refresh at a contest start hours away (issue 28)', async () => {
    const later = {
      ...comprehensive,
      matchID: 2,
      currentState: 0,
      // A new contest starts at the next trading open: hours away, within 24 h.
      matchStartTime: '2026-03-02T12:00:00Z',
    };
    let answer: (m: MatchInfo[]) => void = () => undefined;
    const { store, session, calls } = setup({
      getMyMatches: () => new Promise<MatchInfo[]>((resolve) => (answer = resolve)),
    });
    store.dispatch(matchSlice.actions.init());
    await settle();
    // Logout is asked for while the lists load: the start then schedules the refresh at 12:00.
    store.dispatch(matchSlice.actions.logout());
    await settle();
    answer([later]);
    for (let i = 0; i < 10; i += 1) await settle();
    expect(calls.left).toEqual(['/index']);
    expect(session.getState().token).toBeNull();
  });

  it('ends the session on the server only after the area start (its unread badge call) is done', async () => {
    const order: string[] = [];
    let answerUnread: (n: number) => void = () => undefined;
    const { store } = setup({
      getUnreadCount: () =>
        new Promise<number>((resolve) => {
          order.push('unread asked');
          answerUnread = (n) => {
            order.push('unread answered');
            resolve(n);
          };
        }),
      logout: async () => {
        order.push('logout');
        return true;
      },
    });
    store.dispatch(matchSlice.actions.init());
    await settle();
    await settle();
    expect(order).toEqual(['unread asked']);
    store.dispatch(matchSlice.actions.logout());
    await settle();
    expect(order).toEqual(['unread asked']);
    answerUnread(3);
    for (let i = 0; i < 5; i += 1) {
      await settle();
      jest.advanceTimersByTime(1000);
    }
    expect(order).toEqual(['unread asked', 'unread answered', 'logout']);
  });
});
