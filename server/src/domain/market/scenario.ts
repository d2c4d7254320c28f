/**
 * Market scenarios (行情情景): events an administrator schedules for the whole simulated market.
 * Price events are a deterministic overlay on the generated series from their effective time
 * (scenario-overlay.ts); the expiry jump moves the market clock (the service does it).
 */

/** gap 跳空: the price level moves by `pct` % at once (held by the daily limits, the rest follows). */
export type PriceScenarioKind = 'gap' | 'limitRun' | 'volBurst';
export type ScenarioKind = PriceScenarioKind | 'expiryJump';

/** A price event on one primary security (`code.MARKET`); derivatives follow their underlying. */
export interface PriceScenario {
  id: number;
  kind: PriceScenarioKind;
  key: string;
  /** Effective trading date and minute of the session (0 the open … 239; 240 is the close). */
  date: string;
  minute: number;
  /** gap: % change of the level (−90…+100); limitRun: −1 limit down, +1 limit up. */
  pct: number;
  /** limitRun and volBurst: trading days it lasts (the effective day counts as the first). */
  days: number;
  /** volBurst: multiplier of the moves (log returns) against the previous close. */
  factor: number;
}

/** Bounds every route checks (docs/market-rules.md, "Market scenarios"). */
export const SCENARIO_LIMITS = {
  gapPct: { min: -90, max: 100 },
  days: { min: 1, max: 10 },
  factor: { min: 1.5, max: 5 },
  noteLength: 200,
} as const;

export const SCENARIO_KIND_NAMES: Record<ScenarioKind, string> = {
  gap: '跳空缺口',
  limitRun: '连续涨跌停',
  volBurst: '波动放大',
  expiryJump: '跳至下一到期日',
};

/** Minutes of the continuous session: knot m of a day path is the price at minute m's start. */
export const SESSION_KNOTS = 240;

/**
 * Index of a trading date within the days a scenario lasts: 0 on its effective date, −1 before it
 * or after its last day. `shift` walks the trading calendar.
 */
export function dayOfRun(
  s: Pick<PriceScenario, 'date' | 'days'>,
  date: string,
  shift: (date: string, n: number) => string,
): number {
  if (date < s.date) return -1;
  for (let k = 0; k < s.days; k += 1) if (shift(s.date, k) === date) return k;
  return -1;
}

/** Whether a price scenario acts at knot `m` of `date` (gaps act from their minute on, for good). */
export function actsAt(
  s: PriceScenario,
  date: string,
  m: number,
  shift: (date: string, n: number) => string,
): boolean {
  if (date < s.date || (date === s.date && m < s.minute)) return false;
  if (s.kind === 'gap') return true;
  return dayOfRun(s, date, shift) >= 0;
}

/**
 * The knot a scenario made now takes effect at: the minute boundary after the next one (20 steps a
 * minute), so the minute under way, which runs to the next knot, is left as shown; the next day's
 * open once the day's last minutes have begun.
 */
export function effectiveKnot(step: number): { minute: number; nextDay: boolean } {
  const minute = Math.floor(Math.max(0, step) / 20) + 2;
  return minute >= SESSION_KNOTS ? { minute: 0, nextDay: true } : { minute, nextDay: false };
}
