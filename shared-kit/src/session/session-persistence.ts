import { SESSION_KEY_PREFIX, SESSION_KEYS } from './session-keys';
import type { SessionState } from './session-types';

/** The session with nobody signed in. */
export const EMPTY_SESSION: SessionState = Object.freeze({
  token: null,
  user: null,
  role: null,
  selectedUserId: null,
  currentMatch: null,
  isCombine: false,
  matchType: null,
  lastPath: null,
  authFlags: null,
  unreadCount: 0,
  trainingLogIds: [],
});

function readJson<T>(storage: Storage, key: string): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    // A value written by an older build or by hand must not break the page: treat it as absent.
    return null;
  }
}

/** Rebuilds the session from storage, so a reload keeps the user signed in (spec §4 login flow). */
export function loadSession(storage: Storage): SessionState {
  return {
    token: storage.getItem(SESSION_KEYS.token),
    user: readJson(storage, SESSION_KEYS.user),
    role: readJson(storage, SESSION_KEYS.role),
    selectedUserId: readJson(storage, SESSION_KEYS.selectedUserId),
    currentMatch: readJson(storage, SESSION_KEYS.currentMatch),
    isCombine: readJson<boolean>(storage, SESSION_KEYS.isCombine) ?? false,
    matchType: readJson(storage, SESSION_KEYS.matchType),
    lastPath: storage.getItem(SESSION_KEYS.lastPath),
    authFlags: readJson(storage, SESSION_KEYS.authFlags),
    unreadCount: readJson<number>(storage, SESSION_KEYS.unreadCount) ?? 0,
    trainingLogIds: readJson<string[]>(storage, SESSION_KEYS.trainingLogIds) ?? [],
  };
}

const STRING_FIELDS = new Set<keyof SessionState>(['token', 'lastPath']);

/** Writes the fields that changed; null, empty lists and defaults remove their key. */
export function saveSession(storage: Storage, prev: SessionState, next: SessionState): void {
  for (const field of Object.keys(SESSION_KEYS) as (keyof typeof SESSION_KEYS)[]) {
    const value = next[field];
    if (value === prev[field]) continue;
    const key = SESSION_KEYS[field];
    const isEmpty =
      value === null || value === false || (Array.isArray(value) && value.length === 0);
    if (isEmpty) storage.removeItem(key);
    else storage.setItem(key, STRING_FIELDS.has(field) ? String(value) : JSON.stringify(value));
  }
}

/** Removes every key the session owns, including the stored match type and path (spec §4 logout). */
export function wipeSession(storage: Storage): void {
  const owned: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(SESSION_KEY_PREFIX)) owned.push(key);
  }
  owned.forEach((key) => storage.removeItem(key));
}

/** A Storage kept in memory, for pages or tests without sessionStorage. */
export function createMemoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}
