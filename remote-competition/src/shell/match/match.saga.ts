import {
  TIMINGS_MS,
  combineToMatch,
  isCombineRecord,
  isDayMatchOver,
  matchListRefreshDelay,
  pathAfterMatchSwitch,
  selectDefaultMatch,
  shouldLoadCombines,
  type MatchInfo,
} from '@portal/shared-kit';
import type { Task } from 'redux-saga';
import {
  call,
  cancel,
  delay,
  fork,
  join,
  put,
  select,
  spawn,
  take,
  takeLatest,
} from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { matchSlice, type MatchState } from './match.slice';
import type { MatchDeps } from './match-deps';
import { createLogThrottle, enterRecord, leaveRecord, type LogThrottle } from './match-enter';

type Lists = { matches: MatchInfo[]; combines: MatchInfo[]; training?: MatchInfo | null };

/** Reads `currentState`/start time whatever the list call names them. */
const timingOf = (m: MatchInfo) => {
  const r = m as MatchInfo & { currentState?: number; matchCurrentState?: number };
  return { currentState: r.currentState ?? r.matchCurrentState, startTime: m.matchStartTime };
};

/** Loads the contest and combine lists, and the running training's own record. */
function* loadLists(deps: MatchDeps): SagaIterator<Lists> {
  const matches: MatchInfo[] = yield call(deps.getMyMatches);
  const trainInfo = deps.trainInfo();
  const combines: MatchInfo[] = shouldLoadCombines(trainInfo)
    ? ((yield call(deps.getCombines)) as Awaited<ReturnType<MatchDeps['getCombines']>>).map(
        // The mapped record keeps the combine's asset account for the trading calls.
        (c) => ({ ...combineToMatch(c), accountID: (c as { accountID?: number }).accountID }),
      )
    : [];
  yield put(matchSlice.actions.listLoaded({ matches, combines }));
  // A running training trades in its project's own account, which no list shows (issue 33).
  let training: MatchInfo | null = null;
  if (trainInfo) {
    try {
      training = (yield call(deps.getTrainingMatch)) as MatchInfo | null;
    } catch {
      training = null;
    }
  }
  return { matches, combines, training };
}

/** Enters the default record of the lists (or keeps the current one), or clears it. */
function* chooseCurrent(
  deps: MatchDeps,
  throttle: LogThrottle,
  lists: Lists,
  keepStored: boolean,
): SagaIterator {
  const { currentMatch, isCombine } = deps.session.getState();
  const picked = selectDefaultMatch({
    trainInfo: deps.trainInfo(),
    matches: lists.matches,
    combines: lists.combines,
    trainingMatch: lists.training,
    storedId: keepStored ? currentMatch?.matchID : null,
    storedIsCombine: isCombine,
  });
  const same =
    picked &&
    currentMatch &&
    picked.matchID === currentMatch.matchID &&
    isCombineRecord(picked) === isCombine;
  if (picked && same) {
    // Still listed: refresh the record and its permissions, without a new enter log.
    yield call(enterRecord, deps, throttle, picked, { log: false });
  } else if (picked) {
    if (currentMatch) yield call(leaveRecord, deps, throttle, currentMatch);
    yield call(enterRecord, deps, throttle, picked, { log: true });
  } else {
    deps.session.setCurrentMatch(null);
    deps.session.setAuthFlags(null);
    yield put(matchSlice.actions.teamLoaded(false));
  }
}

/** Refreshes the list once when a listed day-match ends. */
function* dayMatchPoll(deps: MatchDeps, selectMatch: (root: unknown) => MatchState): SagaIterator {
  const refreshed = new Set<number>();
  while (true) {
    yield delay(TIMINGS_MS.TIMER_TICK);
    const state: MatchState = yield select(selectMatch);
    const over = state.matches.filter(
      (m) => isDayMatchOver(m, deps.now()) && !refreshed.has(m.matchID),
    );
    if (over.length) {
      over.forEach((m) => refreshed.add(m.matchID));
      yield put(matchSlice.actions.refreshList());
    }
  }
}

/** Reads the server clock now and every SERVER_TIME_REFRESH. */
function* serverClock(deps: MatchDeps): SagaIterator {
  while (true) {
    try {
      const t: Awaited<ReturnType<MatchDeps['getSystemTime']>> = yield call(deps.getSystemTime);
      yield put(matchSlice.actions.serverTimeLoaded({ time: t.systemTime, readAt: deps.now() }));
    } catch {
      // Keep ticking from the last reading.
    }
    yield delay(TIMINGS_MS.SERVER_TIME_REFRESH);
  }
}

/** The unread-message badge's count. */
function* loadUnread(deps: MatchDeps): SagaIterator {
  try {
    const n: number = yield call(deps.getUnreadCount);
    deps.session.setUnreadCount(Number(n) || 0);
  } catch {
    // The badge keeps its last count.
  }
}

/** Leaves the current record, enters the picked one behind the loading mask, then navigates. */
function* onSwitch(
  deps: MatchDeps,
  throttle: LogThrottle,
  action: ReturnType<typeof matchSlice.actions.switchTo>,
): SagaIterator {
  const next = action.payload;
  yield put(matchSlice.actions.setSwitching(true));
  const { currentMatch } = deps.session.getState();
  if (currentMatch) yield call(leaveRecord, deps, throttle, currentMatch);
  yield call(enterRecord, deps, throttle, next, { log: true });
  yield delay(TIMINGS_MS.LOADING_MASK);
  yield put(matchSlice.actions.setSwitching(false));
  yield put(matchSlice.actions.navigate(pathAfterMatchSwitch(next.matchType) ?? '/mainmatch'));
}

/** Refreshes the list when the next contest starts, `wait` ms from now. */
function* refreshAtStart(wait: number): SagaIterator {
  yield delay(wait);
  yield put(matchSlice.actions.refreshList());
}

/**
 * The competition shell's match saga (spec §4): list loading, current-match selection,
 * switching with the loading mask, the refresh at the next start, the ended day-match poll,
 * the server clock, and logout with its audit record.
 */
export function createMatchSaga(deps: MatchDeps, selectMatch: (root: unknown) => MatchState) {
  const throttle = createLogThrottle();
  let startRefresh: Task | undefined;
  function* scheduleStartRefresh(lists: Lists): SagaIterator {
    if (startRefresh) yield cancel(startRefresh);
    const wait = matchListRefreshDelay(lists.matches.map(timingOf), deps.now());
    startRefresh =
      wait === undefined
        ? undefined
        : // Detached: the area's start (which logout waits for) does not include a refresh hours away.
          ((yield spawn(refreshAtStart, wait)) as Task);
  }

  function* loadAndChoose(keepStored: boolean): SagaIterator {
    try {
      const lists: Lists = yield call(loadLists, deps);
      yield call(chooseCurrent, deps, throttle, lists, keepStored);
      yield call(scheduleStartRefresh, lists);
    } catch {
      // The list call already told the user; the switcher stays as it was.
    }
  }

  let timers: Task[] = [];
  function* onInit(): SagaIterator {
    for (const t of timers) yield cancel(t);
    timers = [
      (yield fork(dayMatchPoll, deps, selectMatch)) as Task,
      (yield fork(serverClock, deps)) as Task,
    ];
    yield call(loadAndChoose, true);
    yield call(loadUnread, deps);
  }

  /** The running area start (lists, current record, unread badge), if any. */
  let starting: Task | undefined;
  /** Each init restarts the area's start, as takeLatest would, keeping the task for logout. */
  function* watchInit(): SagaIterator {
    while (true) {
      yield take(matchSlice.actions.init.type);
      if (starting?.isRunning()) yield cancel(starting);
      starting = (yield fork(onInit)) as Task;
    }
  }

  function* onLogout(): SagaIterator {
    // The area's start finishes and its timers stop before the server ends the session: a call
    // of theirs sent after the logout would be refused (401) on a page that is leaving.
    // (The timers are the start's attached forks: the start is done only once they stop.)
    for (const t of timers) yield cancel(t);
    timers = [];
    if (starting?.isRunning()) yield join(starting);
    // The list refresh at a contest's start (up to 24 h away) stops with the area.
    if (startRefresh) yield cancel(startRefresh);
    startRefresh = undefined;
    const { currentMatch } = deps.session.getState();
    if (currentMatch) yield call(leaveRecord, deps, throttle, currentMatch);
    try {
      yield call(deps.logout);
    } catch {
      // The wrapper showed the message; the user stays signed in, with the area's timers.
      timers = [
        (yield fork(dayMatchPoll, deps, selectMatch)) as Task,
        (yield fork(serverClock, deps)) as Task,
      ];
      return;
    }
    // The page leaves for /index (spec §4) before the guard could show 请先登录 on a signed-out shell.
    yield call(deps.leaveTo, '/index');
    deps.session.clear();
  }

  return function* matchSaga(): SagaIterator {
    yield fork(watchInit);
    yield takeLatest(matchSlice.actions.refreshList.type, loadAndChoose, true);
    yield takeLatest(matchSlice.actions.switchTo.type, onSwitch, deps, throttle);
    yield takeLatest(matchSlice.actions.logout.type, onLogout);
  };
}
