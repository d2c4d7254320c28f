/** Business constants of spec §9 that more than one package reads. */

/** Entries kept in the F9 (deep-data) list; also the deep-data code limit. */
export const F9_LIMIT = 7;

/** Security search limits and debounce (spec §5, §9). */
export const SEARCH_LIMITS = {
  TRADING_SIDE_MAX: 5,
  TOP_TAB_MAX: 30,
  TOP_TAB_DEBOUNCE_MS: 200,
} as const;

/** Markets the top-tab search spans, in the spec's order. */
export const TOP_TAB_SEARCH_MARKETS = [
  'SZSE',
  'SSE',
  'CFFEX',
  'SHFE',
  'INE',
  'CZCE',
  'DCE',
  'BSE',
  'HKEX',
] as const;

/** Page sizes the spec fixes (§7, §9). */
export const PAGE_SIZES = { FOUL_READ: 2147483647, MATCH_LIST: 999999 } as const;

/** Timings of spec §9, in milliseconds. */
export const TIMINGS_MS = {
  API_TIMEOUT: 60_000,
  SMS_RESEND_COUNTDOWN: 120_000,
  LOADING_MASK: 1_000,
  DOUBLE_CLICK_GUARD: 1_000,
  IMPORT_COMPLETE_TOAST: 5_000,
  ERROR_TOAST: 3_000,
  OPERATION_LOG_THROTTLE: 1_500,
  TOKEN_REFRESH_CHECK: 120_000,
  SERVER_TIME_REFRESH: 60_000,
  SECURITY_INFO_REFRESH_CHECK: 60_000,
  TIMER_TICK: 3_000,
  ONE_SECOND: 1_000,
  HUB_KEEP_ALIVE: 30_000,
  HUB_SERVER_TIMEOUT: 240_000,
  HUB_RECONNECT_RETRY: 5_000,
  MATCH_START_REFRESH_DELAY: 3_000,
  MATCH_START_REFRESH_WINDOW: 86_400_000,
} as const;

/** Unread badge shows '...' above this count. */
export const UNREAD_BADGE_CAP = 99;

/** Initial funds of the default sample data, in RMB. */
export const DEFAULT_INITIAL_FUNDS_RMB = 2_300_000;

/** Operation-log action codes of spec §9; the spec lists two codes for each action. */
export const OPERATION_LOG_ACTIONS = {
  ENTER_MATCH: [21, 26],
  LEAVE_MATCH: [22, 27],
  ENTER_COMBINE: [25, 28],
  LEAVE_COMBINE: [26, 29],
} as const;
