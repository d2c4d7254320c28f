import { TIMINGS_MS } from '../domain';
import { SESSION_KEY_PREFIX, session as pageSession, type Session } from '../session';
import { http } from './create-http-client';

/**
 * The refresh flag of spec §4/§9, kept with the session (sessionStorage, wiped on logout): while
 * it is set and someone is signed in, the page calls /VERace/User/RefreshToken every 120 s so an
 * open competition or trading page never runs into 登录超时.
 */
export const TOKEN_REFRESH_FLAG_KEY = `${SESSION_KEY_PREFIX}tokenRefresh`;

/** GET /VERace/User/RefreshToken: the session lives another TTL (server/API.md), same token. */
export function refreshToken(): Promise<{ Token?: string }> {
  return http.call<{ Token?: string }>(
    { method: 'GET', url: '/VERace/User/RefreshToken' },
    { toast: false },
  );
}

/** Parts the refresher talks to; tests pass their own. */
export interface TokenRefreshDeps {
  session: Session;
  storage: Storage;
  refresh: () => Promise<{ Token?: string } | null | undefined>;
  everyMs: number;
}

function defaultStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function setTokenRefreshFlag(on: boolean, storage = defaultStorage()): void {
  if (!storage) return;
  if (on) storage.setItem(TOKEN_REFRESH_FLAG_KEY, '1');
  else storage.removeItem(TOKEN_REFRESH_FLAG_KEY);
}

export function tokenRefreshFlag(storage = defaultStorage()): boolean {
  return storage?.getItem(TOKEN_REFRESH_FLAG_KEY) === '1';
}

/**
 * Starts the 120 s check (spec §9 "Token refresh check every 120 s"): each tick refreshes the
 * token when the flag is set and a token is held. A changed token replaces the stored one.
 * @returns the function that stops the check.
 */
export function startTokenRefresh(over: Partial<TokenRefreshDeps> = {}): () => void {
  const storage = over.storage ?? defaultStorage();
  const s = over.session ?? pageSession;
  const refresh = over.refresh ?? refreshToken;
  const timer = setInterval(() => {
    const { token, user } = s.getState();
    if (!token || !tokenRefreshFlag(storage)) return;
    refresh()
      .then((answer) => {
        const next = answer?.Token;
        if (next && user && next !== s.getState().token) s.signIn({ ...user, Token: next });
      })
      // A 401 already expired the session through the client; anything else retries next tick.
      .catch(() => undefined);
  }, over.everyMs ?? TIMINGS_MS.TOKEN_REFRESH_CHECK);
  return () => clearInterval(timer);
}

let pageRefresher: (() => void) | null = null;

/** Sets the flag and makes sure the page's one 120 s check runs (idempotent). */
export function keepTokenFresh(): void {
  setTokenRefreshFlag(true);
  pageRefresher ??= startTokenRefresh();
}
