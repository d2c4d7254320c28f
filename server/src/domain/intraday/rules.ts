import type { ClassSettings, OrderEffect, TradableSecurity } from '../exchange';

/**
 * The intraday round trip (日内回转, contest type 4): only the contest's allowed codes trade
 * (spec §5, `matchUseCodes`), shares bought may be sold the same day (T+0 inside the contest),
 * and whatever is still open at the contest's cut-off (default 14:57, verify) is closed at
 * market by the system as its own execution (122 强平). Orders of a type-4 contest carry the
 * effect `dayTrade`, which the intraday asset class books (docs/market-rules.md, "Intraday").
 */
export const DAY_TRADE: OrderEffect = 'dayTrade';

/** Contest type of the intraday round trip (spec §4: 日内回转). */
export const INTRADAY_MATCH_TYPE = 4;

/** Boards an intraday contest trades: A-shares and ETFs on SSE/SZSE/BSE. */
export const INTRADAY_BOARDS: readonly string[] = ['main', 'star', 'chinext', 'bse', 'etf'];

export const isIntradaySecurity = (sec: TradableSecurity): boolean =>
  INTRADAY_BOARDS.includes(sec.board);

/** A contest's intraday settings (`settings.raw.intraday`). */
export interface IntradaySettings {
  /** Shanghai wall-clock time `HH:MM:SS` from which buys are refused and positions are closed. */
  cutoff: string;
}

export const DEFAULT_INTRADAY: IntradaySettings = { cutoff: '14:57:00' };

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** Seconds of day of `HH:MM[:SS]`; undefined when malformed. */
export function secondsOfDay(clock: string): number | undefined {
  const m = TIME.exec(clock);
  if (!m) return undefined;
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0);
}

const OPEN = 9 * 3600 + 30 * 60;
const CLOSE = 15 * 3600;

/** The cut-off of a contest: its `intraday.cutoff` inside continuous trading, else 14:57. */
export function intradaySettings(settings: Pick<ClassSettings, 'raw'>): IntradaySettings {
  const raw = (settings.raw.intraday ?? {}) as Record<string, unknown>;
  const v = typeof raw.cutoff === 'string' ? raw.cutoff.trim() : '';
  const s = secondsOfDay(v);
  if (s === undefined || s <= OPEN || s > CLOSE) return DEFAULT_INTRADAY;
  return { cutoff: v.length === 5 ? `${v}:00` : v };
}

/** Whether the market clock (`HH:MM:SS`) has reached the cut-off. Unknown clock: not past. */
export function pastCutoff(clock: string | undefined, cutoff: string): boolean {
  if (clock === undefined) return false;
  const c = secondsOfDay(clock);
  const k = secondsOfDay(cutoff);
  return c !== undefined && k !== undefined && c >= k;
}

const LUNCH_FROM = 11 * 3600 + 30 * 60;
const LUNCH_TO = 13 * 3600;

/** Trading seconds from `clock` to the cut-off (the lunch break left out); 0 when past. */
export function secondsToCutoff(clock: string, cutoff: string): number {
  const c = secondsOfDay(clock);
  const k = secondsOfDay(cutoff);
  if (c === undefined || k === undefined || c >= k) return 0;
  const from = c < LUNCH_FROM ? c : Math.max(c, LUNCH_TO);
  return k - from - (from < LUNCH_FROM && k > LUNCH_TO ? LUNCH_TO - LUNCH_FROM : 0);
}

/**
 * The contest-rule layer: an order without an effect in a type-4 contest is a day trade, so
 * every route into the exchange (the intraday section, the A-share ticket) books it under the
 * intraday rules; other effects and contests are left as they are.
 */
export function contestEffect(
  matchType: number | null | undefined,
  effect: OrderEffect | null,
): OrderEffect | null {
  if (effect !== null) return effect;
  return matchType === INTRADAY_MATCH_TYPE ? DAY_TRADE : null;
}
