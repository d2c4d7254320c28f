import {
  BreedType,
  TIMINGS_MS,
  deriveAuthFlags,
  isCombineRecord,
  type BreedView,
  type MatchInfo,
} from '@portal/shared-kit';
import { call, put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { MatchDeps } from './match-deps';
import { matchSlice } from './match.slice';
import { createThrottle, matchLogEntry, type MatchLogAction } from './operation-log';

/** Says whether a log of `key` may be written now (see `createLogThrottle`). */
export type LogThrottle = (key: string, now: number) => boolean;

/** Entering or leaving the same record twice within 1.5 s writes one log (spec §4). */
export function createLogThrottle(): LogThrottle {
  return createThrottle(TIMINGS_MS.OPERATION_LOG_THROTTLE);
}

/** Combines hold A-shares, funds and bonds whatever the breeds of a contest. */
const COMBINE_BREEDS: BreedView[] = [
  {
    breedID: 1,
    breedName: '股票',
    breedType: BreedType.STOCK,
    parentID: 0,
    showName: 'A股',
    isAllow: true,
    currencyType: 1,
    childBreeds: [
      {
        breedID: 2,
        breedName: '基金',
        breedType: BreedType.STOCK,
        parentID: 1,
        showName: '基金',
        isAllow: true,
        currencyType: 1,
        childBreeds: [],
      },
      {
        breedID: 3,
        breedName: '债券',
        breedType: BreedType.STOCK,
        parentID: 1,
        showName: '债券',
        isAllow: true,
        currencyType: 1,
        childBreeds: [],
      },
    ],
  },
];

function* writeLog(
  deps: MatchDeps,
  throttle: LogThrottle,
  action: MatchLogAction,
  record: MatchInfo,
): SagaIterator {
  const key = `${action}:${isCombineRecord(record) ? 'c' : 'm'}:${record.matchID}`;
  if (!throttle(key, deps.now())) return;
  const userName = deps.session.getState().user?.UserName ?? '';
  try {
    yield call(deps.addOperationLog, matchLogEntry(action, record, userName, new Date(deps.now())));
  } catch {
    // An audit record that fails to write must not block the user.
  }
}

/**
 * Stores whether the user has a team in `record` (spec §4 "my team" rule). Combines have no
 * teams; a failed check counts as no team and stays silent.
 */
export function* checkTeam(deps: MatchDeps, record: MatchInfo): SagaIterator {
  let hasTeam = false;
  if (!isCombineRecord(record)) {
    try {
      const ids: number[] = yield call(deps.getTeamIds, record.matchID);
      hasTeam = ids.length > 0;
    } catch {
      // Without an answer the entry stays hidden; the user is not told.
    }
  }
  yield put(matchSlice.actions.teamLoaded(hasTeam));
}

/** Leaving a match or combine: the audit record only. */
export function* leaveRecord(
  deps: MatchDeps,
  throttle: LogThrottle,
  record: MatchInfo,
): SagaIterator {
  yield call(writeLog, deps, throttle, 'leave', record);
}

/**
 * Makes `record` current: stores it, logs in as its trader, refreshes the authorization flags
 * from its breeds and (unless re-selecting the same record) writes the enter log.
 */
export function* enterRecord(
  deps: MatchDeps,
  throttle: LogThrottle,
  record: MatchInfo,
  opts: { log: boolean },
): SagaIterator {
  // A newly entered record must not show the previous one's team entry meanwhile.
  if (opts.log) yield put(matchSlice.actions.teamCheckStarted());
  deps.session.setCurrentMatch(record);
  const combine = isCombineRecord(record);
  let breeds: BreedView[] = combine ? COMBINE_BREEDS : (record.matchBreedViews ?? []);
  if (!combine) {
    if (record.traderID) {
      try {
        yield call(deps.loginMatch, record.traderID);
      } catch {
        // Trading calls report a missing trader login themselves.
      }
    }
    try {
      breeds = yield call(deps.searchMatchBreed, record.matchID);
    } catch {
      // Keep the breeds the list carried.
    }
  }
  deps.session.setAuthFlags(deriveAuthFlags(record.matchType, breeds));
  yield call(checkTeam, deps, record);
  if (opts.log) yield call(writeLog, deps, throttle, 'enter', record);
}
