import type { AuthFlags, MatchInfo, Role } from '../domain';

/** Session user info of spec §3, as the sign-in call returns it. */
export interface SessionUser {
  Token: string;
  Name: string;
  UserName: string;
  UserID: string | number;
  Id: string | number;
  MobilePhone: string;
  hasTrainUsePower: boolean;
  hasCombinePower: boolean;
  /** Train info (spec §3) of a student with a running training; absent or null otherwise. */
  trainType?: number | null;
  tpTypeID?: number | null;
}

/** Roles of spec §6; stored in the session. */
export type SessionRole = Role;

/** The current match, or a combine mapped to a match-like record (spec §3). */
export type SessionMatch = MatchInfo;

/** Match authorization flags (spec §3), as derived by the domain's `deriveAuthFlags`. */
export type SessionAuthFlags = AuthFlags;

/** Everything the page knows about the signed-in user; one immutable snapshot per change. */
export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  role: SessionRole | null;
  /** The user chosen in admin views (store record "selected user id"). */
  selectedUserId: string | number | null;
  currentMatch: SessionMatch | null;
  /** True when `currentMatch` is a combine mapped to a match-like record (it has a combineID). */
  isCombine: boolean;
  /** Stored match type of the competition shell; cleared on logout (spec §4). */
  matchType: number | null;
  /** Stored path of the competition shell; cleared on logout (spec §4). */
  lastPath: string | null;
  authFlags: SessionAuthFlags | null;
  unreadCount: number;
  /** Log ids of the running practical-training session; empty when none runs. */
  trainingLogIds: readonly string[];
}

/** Called after every change of the session. */
export type SessionListener = () => void;
