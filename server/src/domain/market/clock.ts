import { STEPS_PER_DAY, TradingCalendar, sessionAt, stepClock } from './calendar';
import { MAX_JUMP_DAYS, demoMsUntil, type ClockTarget } from './clock-target';
import type { Phase } from './types';

/** Where the market stands: trading date, phase and continuous-trading step (0…4800). */
export interface MarketTime {
  tradingDate: string;
  phase: Phase;
  step: number;
  /** Shanghai wall-clock text shown to users (simulated in demo mode). */
  clock: string;
}

/** Emitted once per trading-day change; settlement, rankings and training subscribe to it. */
export interface RolloverEvent {
  previous: string;
  next: string;
}

/**
 * exchange: the Asia/Shanghai calendar and sessions; demo: a session is always open and a trading
 * day lasts `dayMs` of wall time; manual: tests move the clock by hand.
 */
export type ClockMode = 'exchange' | 'demo' | 'manual';

export interface ClockOptions {
  mode: ClockMode;
  /** Injectable time source (epoch ms). */
  now?: () => number;
  calendar?: TradingCalendar;
  /** demo: wall time of one simulated trading day (default 2 hours). */
  dayMs?: number;
  /** demo: wall time the first simulated day began; persist it so restarts resume the same day. */
  anchorMs?: number;
  /** manual and demo: first trading date (default: the last trading day at the time source). */
  startDate?: string;
}

const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/** Shanghai date and second of day of an epoch time (China has no daylight saving). */
export function shanghaiParts(epochMs: number): { date: string; second: number } {
  const local = epochMs + SHANGHAI_OFFSET_MS;
  const date = new Date(local).toISOString().slice(0, 10);
  const second = Math.floor((((local % 86_400_000) + 86_400_000) % 86_400_000) / 1000);
  return { date, second };
}

/** The market clock: owns time for the simulator, the exchange and everything that settles daily. */
export class MarketClock {
  readonly mode: ClockMode;
  readonly calendar: TradingCalendar;
  readonly dayMs: number;
  readonly anchorMs: number;
  private readonly now: () => number;
  private readonly startDate: string;
  private manual: MarketTime;
  private lastDate: string;
  private readonly listeners = new Set<(e: RolloverEvent) => void>();

  constructor(opts: ClockOptions) {
    this.mode = opts.mode;
    this.now = opts.now ?? Date.now;
    this.calendar = opts.calendar ?? new TradingCalendar();
    this.dayMs = opts.dayMs ?? 2 * 3_600_000;
    this.anchorMs = opts.anchorMs ?? this.now();
    const today = shanghaiParts(this.now()).date;
    this.startDate = opts.startDate ?? this.calendar.onOrBefore(today);
    this.manual = {
      tradingDate: this.startDate,
      phase: 'continuous',
      step: 0,
      clock: stepClock(0),
    };
    this.lastDate = this.read().tradingDate;
  }

  /** The market time now, without emitting events. */
  read(): MarketTime {
    if (this.mode === 'manual') return { ...this.manual };
    if (this.mode === 'demo') {
      const elapsed = Math.max(0, this.now() - this.anchorMs);
      const day = Math.floor(elapsed / this.dayMs);
      const step = Math.floor(((elapsed % this.dayMs) / this.dayMs) * STEPS_PER_DAY);
      const tradingDate = this.calendar.shift(this.startDate, day);
      return { tradingDate, phase: 'continuous', step, clock: stepClock(step) };
    }
    const { date, second } = shanghaiParts(this.now());
    if (!this.calendar.isTradingDay(date)) {
      const prev = this.calendar.onOrBefore(date);
      return {
        tradingDate: prev,
        phase: 'closed',
        step: STEPS_PER_DAY,
        clock: stepClock(STEPS_PER_DAY),
      };
    }
    const { phase, step } = sessionAt(second);
    return { tradingDate: date, phase, step, clock: stepClock(step) };
  }

  /** Reads the time and emits a rollover for every trading day passed since the last poll. */
  poll(): MarketTime {
    const t = this.read();
    while (this.lastDate < t.tradingDate) {
      const next = this.calendar.shift(this.lastDate, 1);
      const event = { previous: this.lastDate, next };
      this.lastDate = next;
      for (const l of this.listeners) l(event);
    }
    return t;
  }

  /** Subscribes to day rollovers; returns the unsubscribe function. */
  onRollover(listener: (e: RolloverEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** manual: moves the step forward within the day (capped at the close). */
  advance(steps: number): MarketTime {
    this.requireManual();
    const step = Math.min(STEPS_PER_DAY, this.manual.step + steps);
    const phase: Phase = step >= STEPS_PER_DAY ? 'closed' : 'continuous';
    this.manual = { ...this.manual, step, phase, clock: stepClock(step) };
    return this.poll();
  }

  /** manual: starts the next trading day at the open, emitting the rollover. */
  nextDay(): MarketTime {
    this.requireManual();
    const next = this.calendar.shift(this.manual.tradingDate, 1);
    this.manual = { tradingDate: next, phase: 'continuous', step: 0, clock: stepClock(0) };
    return this.poll();
  }

  /** The day's last step: a demo day rolls over after 4799 (it has no closed phase), others close at 4800. */
  get lastStep(): number {
    return this.mode === 'demo' ? STEPS_PER_DAY - 1 : STEPS_PER_DAY;
  }

  /** demo: ms the time source must move forward for the clock to show `target` (0: it does). */
  msUntil(target: ClockTarget): number {
    if (this.mode !== 'demo') throw new Error('只有演示模式的行情时钟按时间源前移');
    const frame = { time: this.read(), dayMs: this.dayMs, calendar: this.calendar };
    return demoMsUntil({ ...frame, elapsedMs: this.now() - this.anchorMs }, target);
  }

  /** manual: moves forward to `target`, emitting every rollover on the way. */
  moveTo(target: ClockTarget): MarketTime {
    this.requireManual();
    const ok = (date: string) => !target.dayOk || target.dayOk(date);
    const m = this.manual;
    if (target.nextDay || m.step > target.step || !ok(m.tradingDate)) {
      let k = 0;
      do this.nextDay();
      while (!ok(this.manual.tradingDate) && (k += 1) < MAX_JUMP_DAYS);
    }
    return this.advance(target.step - this.manual.step);
  }

  /** manual: sets the phase directly (auction and closed states in tests). */
  setPhase(phase: Phase): void {
    this.requireManual();
    this.manual = { ...this.manual, phase };
  }

  private requireManual(): void {
    if (this.mode !== 'manual') throw new Error('只有手动模式的行情时钟可以手动推进');
  }
}
