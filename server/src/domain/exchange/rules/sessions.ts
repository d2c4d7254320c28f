import type { Phase } from '../../market/types';

/** What a session phase allows. */
export interface SessionRule {
  order: boolean;
  marketOrder: boolean;
  cancel: boolean;
  /** Whether working orders match against the book now. */
  match: boolean;
  /**
   * Orders taken now belong to the next trading day (a futures night session before midnight,
   * while the clock's trading date is still the day that ended).
   */
  nextDay?: boolean;
}

const NONE: SessionRule = { order: false, marketOrder: false, cancel: false, match: false };

/**
 * Asia/Shanghai sessions: 09:15–09:25 opening call (no cancels 09:20–09:25), 09:30–11:30 and
 * 13:00–14:57 continuous, 14:57–15:00 closing call. Call auctions take limit orders only; orders
 * entered then rest until continuous trading.
 */
export const SESSION_RULES: Readonly<Record<Phase, SessionRule>> = {
  'pre-open': NONE,
  'opening-auction': { order: true, marketOrder: false, cancel: true, match: false },
  'pre-continuous': { order: true, marketOrder: false, cancel: false, match: false },
  continuous: { order: true, marketOrder: true, cancel: true, match: true },
  lunch: NONE,
  'closing-auction': { order: true, marketOrder: false, cancel: false, match: false },
  closed: NONE,
};

/** The rule of a phase; `minuteOfDay` (Shanghai) closes cancels from 09:20 in the opening call. */
export function sessionRule(phase: Phase, minuteOfDay?: number): SessionRule {
  const rule = SESSION_RULES[phase];
  if (phase === 'opening-auction' && minuteOfDay !== undefined && minuteOfDay >= 9 * 60 + 20)
    return { ...rule, cancel: false };
  return rule;
}
