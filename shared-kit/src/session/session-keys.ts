/** Prefix of every sessionStorage key the session owns; `clear()` removes all of them. */
export const SESSION_KEY_PREFIX = 'portal.';

/** sessionStorage keys of the session (login flow, spec §4). */
export const SESSION_KEYS = {
  token: `${SESSION_KEY_PREFIX}token`,
  user: `${SESSION_KEY_PREFIX}userInfo`,
  role: `${SESSION_KEY_PREFIX}role`,
  selectedUserId: `${SESSION_KEY_PREFIX}selectedUserId`,
  currentMatch: `${SESSION_KEY_PREFIX}currentMatch`,
  isCombine: `${SESSION_KEY_PREFIX}isCombine`,
  matchType: `${SESSION_KEY_PREFIX}matchType`,
  lastPath: `${SESSION_KEY_PREFIX}lastPath`,
  authFlags: `${SESSION_KEY_PREFIX}authFlags`,
  unreadCount: `${SESSION_KEY_PREFIX}unreadCount`,
  trainingLogIds: `${SESSION_KEY_PREFIX}trainLogIds`,
} as const;
