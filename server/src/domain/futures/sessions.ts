import { sessionRule, type SessionRule, type TradableSecurity } from '../exchange';
import type { Phase } from '../market/types';
import { termsOf } from './rules';

/**
 * Night session (夜盘) of a commodity product, as Shanghai minutes of day: `from` 21:00 and `to`
 * its end, past midnight when `to` < `from` (01:00 → 60, 02:30 → 150). Undefined: none (CFFEX,
 * GFEX, AP, ec …; docs/market-rules.md, "Futures: sessions").
 */
export function nightWindow(sec: TradableSecurity): { from: number; to: number } | undefined {
  const m = /^(\d\d):(\d\d)-(\d\d):(\d\d)$/.exec(termsOf(sec)?.nightSession ?? '');
  if (!m) return undefined;
  return { from: +m[1]! * 60 + +m[2]!, to: +m[3]! * 60 + +m[4]! };
}

/** Whether a Shanghai minute of day lies in the product's night session. */
export function inNightSession(sec: TradableSecurity, minuteOfDay: number): boolean {
  const w = nightWindow(sec);
  if (!w) return false;
  return w.to > w.from
    ? minuteOfDay >= w.from && minuteOfDay < w.to
    : minuteOfDay >= w.from || minuteOfDay < w.to;
}

/**
 * The night session's rule: limit orders are taken, cancelled and matched continuously. Orders
 * of the evening part (before midnight, while the clock's trading date is still the day that
 * ended) belong to the next trading day (`nextDay`).
 */
export const NIGHT_RULE: SessionRule = {
  order: true,
  marketOrder: false,
  cancel: true,
  match: true,
};

/**
 * What a phase allows for a future: the day phases as every class; after the close and before
 * the opening call (phases `closed` and `pre-open`), a product with a night session trades in it.
 */
export function futuresSession(
  security: TradableSecurity,
  phase: Phase,
  minuteOfDay?: number,
): SessionRule & { nextDay?: boolean } {
  const night =
    (phase === 'closed' || phase === 'pre-open') &&
    minuteOfDay !== undefined &&
    inNightSession(security, minuteOfDay);
  if (!night) return sessionRule(phase, minuteOfDay);
  return { ...NIGHT_RULE, nextDay: phase === 'closed' };
}
