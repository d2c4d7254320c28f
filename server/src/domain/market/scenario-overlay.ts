import type { DayPath } from './day-path';
import { finishPath } from './minute-split';
import { clampToLimits, priceLimits, roundToTick, tickAt } from './rules';
import { actsAt, dayOfRun, SESSION_KNOTS, type PriceScenario } from './scenario';
import type { Security } from './types';

const { Math } = globalThis;

/** Where a security's scenario overlay stands at a day's start. */
export interface OverlayState {
  /** Factor on the generated price the scenarios brought the level to (1: untouched). */
  level: number;
  /** The close of the previous day under the scenarios: the day's reference and limits. */
  prevClose: number;
}

/** Scenarios that act on a security on a date (any minute), in their order of effect. */
export function activeOn(
  events: readonly PriceScenario[],
  date: string,
  shift: (date: string, n: number) => string,
): PriceScenario[] {
  return events.filter((s) => actsAt(s, date, SESSION_KNOTS, shift));
}

/**
 * The day path under the scenarios (docs/market-rules.md, "Market scenarios"). Knot by knot: a
 * volatility burst raises the move against its reference (the previous close, on its first day the
 * price at its minute) to the power `factor`; the level, times every gap that has taken effect, scales
 * the price; a limit run pins it to the limit; then the day's band (from the previous close under the
 * scenarios) and the tick. Volume stays the generated one. Returns the path and the next day's state:
 * a gap's unreached part (held by the band) presses on the next days, a run or burst day hands on the
 * level it closed at. With no scenario acting and the level at 1 the generated path is returned as is.
 */
export function overlayDay(
  seed: number,
  sec: Security,
  orig: DayPath,
  state: OverlayState,
  events: readonly PriceScenario[],
  shift: (date: string, n: number) => string,
): { path: DayPath; next: OverlayState } {
  const date = orig.date;
  const acting = activeOn(events, date, shift);
  if (!acting.length && state.level === 1 && state.prevClose === orig.prevClose)
    return { path: orig, next: { level: 1, prevClose: orig.bar.close } };
  const n = SESSION_KNOTS;
  const limits = priceLimits(sec, state.prevClose);
  const p = new Float64Array(n + 1);
  let gapLevel = state.level;
  let shaped = false;
  for (let m = 0; m <= n; m += 1) {
    let x = orig.p[m] as number;
    let run = 0;
    for (const s of acting) {
      if (!actsAt(s, date, m, shift)) continue;
      if (s.kind === 'volBurst') {
        const ref =
          dayOfRun(s, date, shift) === 0 && s.minute > 0
            ? (orig.p[s.minute] as number)
            : orig.prevClose;
        x = ref * (x / ref) ** s.factor;
        shaped = true;
      } else if (s.kind === 'limitRun') {
        run = s.pct < 0 ? -1 : 1;
        shaped = true;
      }
    }
    let level = state.level;
    for (const s of acting)
      if (s.kind === 'gap' && s.date === date && s.minute <= m) level *= 1 + s.pct / 100;
    if (m === n) gapLevel = level;
    x *= level;
    if (run !== 0 && limits) x = run < 0 ? limits.down : limits.up;
    const tick = tickAt(sec, x);
    p[m] = Math.max(tick, roundToTick(clampToLimits(x, limits), tick));
  }
  let high = -Infinity;
  let low = Infinity;
  for (let m = 0; m <= n; m += 1) {
    high = Math.max(high, p[m] as number);
    low = Math.min(low, p[m] as number);
  }
  const open = p[0] as number;
  const close = p[n] as number;
  const scale = orig.bar.close > 0 ? close / orig.bar.close : 1;
  const bar = {
    ...orig.bar,
    open,
    high,
    low,
    close,
    amount: Math.round(orig.bar.amount * scale),
  };
  const path = keepShownMinutes(orig, finishPath(seed, sec, date, bar, state.prevClose, limits, p));
  const level = shaped && orig.bar.close > 0 ? close / orig.bar.close : gapLevel;
  return { path, next: { level, prevClose: close } };
}

/**
 * The minutes before the first knot a scenario moved stay exactly the generated ones (their
 * highs, lows and volumes were shown before the scenario was made); the day's totals are summed
 * again from the minutes.
 */
function keepShownMinutes(orig: DayPath, adj: DayPath): DayPath {
  const n = SESSION_KNOTS;
  let k = 0;
  while (k <= n && adj.p[k] === orig.p[k]) k += 1;
  const keep = Math.max(0, k - 1);
  if (keep === 0) return adj;
  for (const f of ['hi', 'lo', 'vol', 'amt'] as const) adj[f].set(orig[f].subarray(0, keep));
  adj.jh.set(orig.jh.subarray(0, keep));
  adj.jl.set(orig.jl.subarray(0, keep));
  let high = adj.p[0] as number;
  let low = high;
  let volume = 0;
  let amount = 0;
  for (let m = 0; m < n; m += 1) {
    high = Math.max(high, adj.hi[m] as number);
    low = Math.min(low, adj.lo[m] as number);
    adj.prefHi[m + 1] = high;
    adj.prefLo[m + 1] = low;
    volume += adj.vol[m] as number;
    amount += adj.amt[m] as number;
    adj.prefVol[m + 1] = volume;
    adj.prefAmt[m + 1] = amount;
  }
  return { ...adj, bar: { ...adj.bar, high, low, volume, amount } };
}
