import type { LimitRule } from '../market/types';
import { isHkTradingDay } from './calendar';
import {
  clockOf,
  HK_SESSION_NAMES,
  HK_SESSIONS,
  hkMinuteAtStep,
  hkSessionRule,
  hkStepAtMinute,
  type HkSessionRule,
} from './sessions';
import { vcmAt, type VcmState } from './vcm';

/** What an HK quote carries besides the book: HK clock, session, VCM and auction reference. */
export interface HkQuoteInfo {
  /** HK wall clock of the quote, `HH:mm:ss`. */
  clock: string;
  minute: number;
  rule: HkSessionRule;
  sessionName: string;
  /** False on an HKEX holiday: no HK trading at all that day. */
  tradingDay: boolean;
  /** VCM of an eligible share (null: not a VCM security). */
  vcm: VcmState | null;
  /** The closing auction's reference price (the last price at 16:00), during the auction. */
  casReference: number | null;
}

/**
 * The HK part of a quote at a step of the simulated path, `priceAtStep(step)` its last price.
 * On a holiday the session is closed all day.
 */
export function hkQuoteInfo(
  step: number,
  priceAtStep: (step: number) => number,
  limit: LimitRule,
  tradingDate: string,
): HkQuoteInfo {
  const minute = hkMinuteAtStep(step);
  const tradingDay = isHkTradingDay(tradingDate);
  const rule = tradingDay
    ? hkSessionRule(minute)
    : { session: 'closed' as const, order: false, atAuction: false, cancel: false, match: false };
  const priceAt = (m: number) => priceAtStep(hkStepAtMinute(m));
  const vcm =
    limit.kind === 'vcm' && tradingDay
      ? vcmAt(priceAt, Math.min(minute, HK_SESSIONS.afternoon.to), limit.pct)
      : null;
  return {
    clock: clockOf(minute),
    minute,
    rule,
    sessionName: tradingDay ? HK_SESSION_NAMES[rule.session] : '港股休市',
    tradingDay,
    vcm,
    casReference:
      rule.session === 'closing-auction' ? priceAt(HK_SESSIONS.closingAuction.from) : null,
  };
}
