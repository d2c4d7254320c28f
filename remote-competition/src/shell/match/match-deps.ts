import {
  session as pageSession,
  type BreedView,
  type CombineInfo,
  type MatchInfo,
  type Session,
  type TrainInfo,
} from '@portal/shared-kit';
import { addOperationLog, type OperationLogEntry } from './api/add-operation-log';
import { getCombines } from './api/get-combines';
import { getMyMatches } from './api/get-my-matches';
import { getTeamIds } from './api/get-team-ids';
import { getTrainingMatch } from './api/get-training-match';
import { getUnreadCount } from './api/get-unread-count';
import { getSystemTime, type SystemTime } from './api/get-system-time';
import { loginMatch } from './api/login-match';
import { logout } from './api/logout';
import { searchMatchBreed } from './api/search-match-breed';

/** Everything the match saga talks to; tests pass fakes. */
export interface MatchDeps {
  session: Session;
  now: () => number;
  getMyMatches: () => Promise<MatchInfo[]>;
  getCombines: () => Promise<CombineInfo[]>;
  searchMatchBreed: (matchId: number) => Promise<BreedView[]>;
  loginMatch: (traderID: string) => Promise<unknown>;
  addOperationLog: (entry: OperationLogEntry) => Promise<unknown>;
  getSystemTime: () => Promise<SystemTime>;
  logout: () => Promise<unknown>;
  /** Leaves the competition side for `path` with a fresh page load (logout, spec §4). */
  leaveTo: (path: string) => void;
  getUnreadCount: () => Promise<number>;
  /** Ids of my teams in a contest (GetTeamIDs). */
  getTeamIds: (matchId: number) => Promise<number[]>;
  /** The signed-in user's training info, when the user is a training user. */
  trainInfo: () => TrainInfo | null;
  /** The running training's own account (its project's hidden contest), or null. */
  getTrainingMatch: () => Promise<MatchInfo | null>;
}

/** Training info as the login answer may carry it on the session user. */
function trainInfoOf(s: Session): TrainInfo | null {
  const user = s.getState().user as (Record<string, unknown> & object) | null;
  if (!user || user.trainType === undefined || user.trainType === null) return null;
  return { trainType: Number(user.trainType), tpTypeID: Number(user.tpTypeID ?? 0) };
}

/** The page's real dependencies. */
export const pageMatchDeps: MatchDeps = {
  session: pageSession,
  now: () => Date.now(),
  getMyMatches,
  getCombines,
  searchMatchBreed,
  loginMatch,
  addOperationLog,
  getSystemTime,
  logout,
  leaveTo: (path) => window.location.assign(path),
  getUnreadCount,
  getTeamIds,
  trainInfo: () => trainInfoOf(pageSession),
  getTrainingMatch,
};
