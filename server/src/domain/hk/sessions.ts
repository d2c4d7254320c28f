import { STEPS_PER_DAY } from '../market/calendar';

/**
 * Hong Kong trading hours (HKT = Asia/Shanghai time, docs/market-rules.md "Hong Kong"): morning
 * 09:30–12:00, afternoon 13:00–16:00, then the closing auction session (CAS) 16:00–16:10 —
 * reference price fixing to 16:01, order input to 16:06, no cancellation from 16:06, random close
 * from 16:08. Minutes of day.
 */
export const HK_SESSIONS = {
  morning: { from: 570, to: 720 },
  afternoon: { from: 780, to: 960 },
  closingAuction: { from: 960, input: 961, noCancel: 966, randomClose: 968, to: 970 },
} as const;

/** CAS orders: at-auction limit orders within ±5% of the CAS reference price (verify). */
export const CAS_BAND = 0.05;

const MORNING = 150;
const AFTERNOON = 180;
const AUCTION = 10;
/** HK minutes the simulated day path runs through: the two sessions and the closing auction. */
export const HK_PATH_MINUTES = MORNING + AFTERNOON + AUCTION;

export type HkSession =
  'pre-open' | 'morning' | 'lunch' | 'afternoon' | 'closing-auction' | 'closed';

/** Chinese names of the sessions (shown on the HK pages). */
export const HK_SESSION_NAMES: Readonly<Record<HkSession, string>> = {
  'pre-open': '未开市',
  morning: '上午持续交易',
  lunch: '午间休市',
  afternoon: '下午持续交易',
  'closing-auction': '收市竞价',
  closed: '已收市',
};

/**
 * The HK minute of day at a step of the simulated day path. The market runs one path of
 * `STEPS_PER_DAY` steps for every security; an HK share spends it on the HK day — 150 morning
 * minutes, 180 afternoon minutes and the 10 auction minutes — so its clock runs 340/240 as fast
 * as the A-share clock and reaches the closing auction before the path ends.
 */
export function hkMinuteAtStep(step: number): number {
  const m = (Math.max(0, Math.min(step, STEPS_PER_DAY)) * HK_PATH_MINUTES) / STEPS_PER_DAY;
  if (m < MORNING) return HK_SESSIONS.morning.from + m;
  return HK_SESSIONS.afternoon.from + (m - MORNING);
}

/** The first step at or after an HK minute of day (the inverse of `hkMinuteAtStep`). */
export function hkStepAtMinute(minuteOfDay: number): number {
  const m =
    minuteOfDay < HK_SESSIONS.morning.to
      ? Math.max(0, minuteOfDay - HK_SESSIONS.morning.from)
      : MORNING + Math.max(0, minuteOfDay - HK_SESSIONS.afternoon.from);
  return Math.min(STEPS_PER_DAY, Math.ceil((m * STEPS_PER_DAY) / HK_PATH_MINUTES - 1e-9));
}

/** `HH:mm:ss` of a (fractional) minute of day. */
export function clockOf(minuteOfDay: number): string {
  const s = Math.floor(minuteOfDay * 60 + 1e-6);
  const two = (v: number) => String(v).padStart(2, '0');
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}

/** The HK session at a minute of day. */
export function hkSessionAt(minuteOfDay: number): HkSession {
  const { morning, afternoon, closingAuction } = HK_SESSIONS;
  if (minuteOfDay < morning.from) return 'pre-open';
  if (minuteOfDay < morning.to) return 'morning';
  if (minuteOfDay < afternoon.from) return 'lunch';
  if (minuteOfDay < afternoon.to) return 'afternoon';
  if (minuteOfDay < closingAuction.to) return 'closing-auction';
  return 'closed';
}

/** What HK trading allows at a minute of day. */
export interface HkSessionRule {
  session: HkSession;
  /** Orders are taken. */
  order: boolean;
  /** Only at-auction (market) and at-auction limit orders (the closing auction). */
  atAuction: boolean;
  cancel: boolean;
  /** Orders match now (continuous trading, the auction's random close). */
  match: boolean;
}

/** The HK rules of a minute: continuous trading, the closing auction's periods, or closed. */
export function hkSessionRule(minuteOfDay: number): HkSessionRule {
  const session = hkSessionAt(minuteOfDay);
  if (session === 'morning' || session === 'afternoon')
    return { session, order: true, atAuction: false, cancel: true, match: true };
  if (session !== 'closing-auction')
    return { session, order: false, atAuction: false, cancel: false, match: false };
  const cas = HK_SESSIONS.closingAuction;
  return {
    session,
    order: minuteOfDay >= cas.input,
    atAuction: true,
    cancel: minuteOfDay >= cas.input && minuteOfDay < cas.noCancel,
    match: minuteOfDay >= cas.randomClose,
  };
}
