import { isCombineRecord, type TrainInfo } from '../domain';
import {
  EMPTY_SESSION,
  createMemoryStorage,
  loadSession,
  saveSession,
  wipeSession,
} from './session-persistence';
import type {
  SessionAuthFlags,
  SessionListener,
  SessionMatch,
  SessionRole,
  SessionState,
  SessionUser,
} from './session-types';

/** The session and permission store: one per page (see `session`). */
export interface Session {
  /** The current immutable snapshot; a new object after every change. */
  getState(): SessionState;
  /** Registers a listener; returns the function that removes it. */
  subscribe(listener: SessionListener): () => void;
  /** Login flow step 1: stores the token and the user info. */
  signIn(user: SessionUser): void;
  /** Login flow step 3: stores the training and combination rights. */
  setPowers(powers: Pick<SessionUser, 'hasTrainUsePower' | 'hasCombinePower'>): void;
  setRole(role: SessionRole | null): void;
  /** The train info of spec §3 (trainType, tpTypeID) on the user; null forgets it. */
  setTrainInfo(info: TrainInfo | null): void;
  setSelectedUserId(id: string | number | null): void;
  /** Selects a match (or a combine mapped to a match record) and stores its match type. */
  setCurrentMatch(match: SessionMatch | null): void;
  setAuthFlags(flags: SessionAuthFlags | null): void;
  setLastPath(path: string | null): void;
  setUnreadCount(count: number): void;
  /** Training session start: stores the log ids; the session now counts as started. */
  startTraining(logIds: ReadonlyArray<string | number>): void;
  /** Training session end: forgets the log ids. */
  endTraining(): void;
  isTrainingStarted(): boolean;
  /** Logout and session expiry: forgets everything and wipes the owned storage keys. */
  clear(): void;
}

function defaultStorage(): Storage {
  try {
    if (typeof sessionStorage !== 'undefined') return sessionStorage;
  } catch {
    // Sandboxed frames throw on access; fall through to memory.
  }
  return createMemoryStorage();
}

/**
 * Creates a session backed by `storage` and restored from it (a reload keeps the user signed in and
 * a stored training log id restores the training as started).
 */
export function createSession(storage: Storage = defaultStorage()): Session {
  let state: SessionState = loadSession(storage);
  const listeners = new Set<SessionListener>();

  const update = (patch: Partial<SessionState>): void => {
    const next = { ...state, ...patch };
    saveSession(storage, state, next);
    state = next;
    listeners.forEach((listener) => listener());
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    signIn: (user) => update({ token: user.Token, user }),
    setPowers(powers) {
      if (state.user) update({ user: { ...state.user, ...powers } });
    },
    setRole: (role) => update({ role }),
    setTrainInfo(info) {
      if (state.user)
        update({
          user: {
            ...state.user,
            trainType: info?.trainType ?? null,
            tpTypeID: info?.tpTypeID ?? null,
          },
        });
    },
    setSelectedUserId: (selectedUserId) => update({ selectedUserId }),
    setCurrentMatch: (match) =>
      update({
        currentMatch: match,
        isCombine: match ? isCombineRecord(match) : false,
        matchType: match?.matchType ?? null,
      }),
    setAuthFlags: (authFlags) => update({ authFlags }),
    setLastPath: (lastPath) => update({ lastPath }),
    setUnreadCount: (unreadCount) => update({ unreadCount: Math.max(0, unreadCount) }),
    startTraining: (logIds) => update({ trainingLogIds: logIds.map(String) }),
    endTraining: () => update({ trainingLogIds: [] }),
    isTrainingStarted: () => state.trainingLogIds.length > 0,
    clear() {
      wipeSession(storage);
      state = EMPTY_SESSION;
      listeners.forEach((listener) => listener());
    },
  };
}

/**
 * The page's session. shared-kit is a Module Federation singleton, so this module-level instance is
 * the one every remote sees.
 */
export const session: Session = createSession();
