/** Minutes after midnight. */
const at = (h: number, m: number): number => h * 60 + m;

/** Windows of spec §4 and §9, in Asia/Shanghai minutes after midnight. */
export const MARKET_WINDOWS = {
  /** The market-open window the trading-hours check uses. */
  TRADING_HOURS: [at(9, 0), at(15, 30)],
  /** Security info is refreshed in this window (checked every 60 s). */
  SECURITY_INFO_REFRESH: [at(9, 10), at(9, 15)],
} as const;

const SHANGHAI = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Asia/Shanghai wall-clock fields of an instant. */
export function shanghaiFields(ms: number): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
} {
  const parts = Object.fromEntries(
    SHANGHAI.formatToParts(new Date(ms)).map((p) => [p.type, Number(p.value)]),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/**
 * A Date whose local clock fields read the Asia/Shanghai wall time of `ms`, for helpers that read
 * local fields (e.g. shared-kit's isResubscribeWindow).
 */
export function shanghaiWallDate(ms: number): Date {
  const f = shanghaiFields(ms);
  return new Date(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
}

const inWindow = (ms: number, [start, end]: readonly [number, number]): boolean => {
  const f = shanghaiFields(ms);
  const minute = f.hour * 60 + f.minute;
  return minute >= start && (minute < end || (minute === end && f.second === 0));
};

/** Trading-hours check of spec §9: 09:00–15:30 by server time (Asia/Shanghai). */
export function isTradingHours(serverMs: number): boolean {
  return inWindow(serverMs, MARKET_WINDOWS.TRADING_HOURS);
}

/** Security info refresh window of spec §4: 09:10–09:15 by server time. */
export function isSecurityInfoRefreshWindow(serverMs: number): boolean {
  return inWindow(serverMs, MARKET_WINDOWS.SECURITY_INFO_REFRESH);
}

/**
 * Reads the server time of GET /VERace/TradeCalendar/GetSystemTime: epoch milliseconds, an ISO
 * string, or `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai.
 * @returns epoch milliseconds, or NaN when unreadable.
 */
export function parseServerTime(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return NaN;
  const plain = /^(\d{4})[-/](\d{2})[-/](\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(
    value.trim(),
  );
  if (plain) {
    const [, y, mo, d, h, mi, s] = plain;
    return Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}+08:00`);
  }
  return Date.parse(value);
}
