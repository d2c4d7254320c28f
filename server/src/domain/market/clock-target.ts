import { STEPS_PER_DAY, type TradingCalendar } from './calendar';
import type { MarketTime } from './clock';

/**
 * Where the market clock is moved to (tests): the first instant at or after now at which the
 * clock shows `step` on a trading day that `dayOk` accepts — a later day than the current one
 * with `nextDay`. The clock only moves forward, so every rollover on the way is emitted in order.
 */
export interface ClockTarget {
  /** Continuous-trading step: 0 is the open (09:30), STEPS_PER_DAY the close (15:00). */
  step: number;
  /** A trading day after the current one (the rollover, then `step`). */
  nextDay?: boolean;
  /** Further days to skip (e.g. HKEX holidays for the HK sessions). */
  dayOk?: (date: string) => boolean;
}

/** Trading days a jump may cross at most (a holiday season plus margin): every search ends. */
export const MAX_JUMP_DAYS = 30;

/** Seconds of day of the open (09:30) and the afternoon session (13:00). */
const MORNING_SECOND = 34_200;
const AFTERNOON_SECOND = 46_800;
const HALF_DAY_STEPS = STEPS_PER_DAY / 2;

/**
 * The first continuous-trading step at or after a Shanghai clock time (seconds of day), the
 * inverse of `stepClock`; undefined outside 09:30–11:30 and 13:00–15:00.
 */
export function stepAtSecond(second: number): number | undefined {
  if (second >= MORNING_SECOND && second <= MORNING_SECOND + HALF_DAY_STEPS * 3)
    return Math.ceil((second - MORNING_SECOND) / 3);
  if (second >= AFTERNOON_SECOND && second <= AFTERNOON_SECOND + HALF_DAY_STEPS * 3)
    return HALF_DAY_STEPS + Math.ceil((second - AFTERNOON_SECOND) / 3);
  return undefined;
}

/** Ms into a demo day at which `step` begins (the day has no closed phase: 4800 is its last step). */
export function demoStepStart(step: number, dayMs: number): number {
  const s = Math.max(0, Math.min(step, STEPS_PER_DAY - 1));
  let ms = Math.ceil((s * dayMs) / STEPS_PER_DAY);
  // Guard the float division the clock's read() does: the first ms that reads as `s`.
  while (ms > 0 && Math.floor(((ms - 1) / dayMs) * STEPS_PER_DAY) >= s) ms -= 1;
  while (Math.floor((ms / dayMs) * STEPS_PER_DAY) < s) ms += 1;
  return ms;
}

/** The demo clock's state a jump is computed from. */
export interface DemoFrame {
  time: MarketTime;
  /** Time source minus the anchor (ms). */
  elapsedMs: number;
  dayMs: number;
  calendar: TradingCalendar;
}

/**
 * demo: how many ms the time source must move forward for the clock to show `target`
 * (0 when it already does).
 */
export function demoMsUntil(frame: DemoFrame, target: ClockTarget): number {
  const { time, elapsedMs, dayMs, calendar } = frame;
  const step = Math.min(target.step, STEPS_PER_DAY - 1);
  const today = Math.floor(Math.max(0, elapsedMs) / dayMs);
  for (let k = target.nextDay ? 1 : 0; k <= MAX_JUMP_DAYS; k += 1) {
    const date = k === 0 ? time.tradingDate : calendar.shift(time.tradingDate, k);
    if (target.dayOk && !target.dayOk(date)) continue;
    if (k === 0 && time.step === step) return 0;
    const at = (today + k) * dayMs + demoStepStart(step, dayMs);
    if (at > elapsedMs) return at - elapsedMs;
  }
  throw new RangeError(`no trading day within ${MAX_JUMP_DAYS} days takes the clock target`);
}

/** The market's next step: one step on, or the next trading day's open after the day's last step. */
export function nextStepTarget(time: MarketTime, lastStep: number): ClockTarget {
  return time.step >= lastStep ? { step: 0, nextDay: true } : { step: time.step + 1 };
}
