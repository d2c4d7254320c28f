import { hkTick } from '../market/rules';
import { HK_SESSIONS } from './sessions';

/**
 * The volatility control mechanism (VCM, docs/market-rules.md "Hong Kong"): in continuous trading
 * of an eligible share, a price more than ±pct away from the price 5 minutes earlier starts a
 * 5-minute cooling-off period in which trades stay inside that band (reference ± pct, on the
 * spread table). Not monitored in the first 15 minutes of the morning and afternoon sessions nor
 * in the last 20 minutes of the afternoon session; at most one trigger per session.
 */
export const VCM_RULES = {
  lookbackMinutes: 5,
  coolingMinutes: 5,
  /** Minutes after each session's open and before the afternoon close without monitoring. */
  quietAfterOpen: 15,
  quietBeforeClose: 20,
  /** Default trigger when the master gives none (HSI and HSCEI constituents, verify). */
  pct: 0.1,
} as const;

export interface VcmState {
  /** off: not monitored now; monitoring: orders free; cooling: trades inside the band only. */
  status: 'off' | 'monitoring' | 'cooling';
  pct: number;
  /** The price 5 minutes earlier (monitoring) or at the trigger's reference (cooling). */
  reference: number | null;
  band: { low: number; high: number } | null;
  /** HK minute of day the cooling-off period ends (cooling only). */
  coolingUntil: number | null;
  /** HK minute of day of this session's trigger, if any. */
  triggeredAt: number | null;
}

/** Whether VCM watches a minute of day. */
export function vcmMonitored(minute: number): boolean {
  const { morning, afternoon } = HK_SESSIONS;
  if (minute >= morning.from + VCM_RULES.quietAfterOpen && minute < morning.to) return true;
  return (
    minute >= afternoon.from + VCM_RULES.quietAfterOpen &&
    minute < afternoon.to - VCM_RULES.quietBeforeClose
  );
}

/** The band around a reference price: inside ±pct, on the spread table. */
export function vcmBand(reference: number, pct: number): { low: number; high: number } {
  const tick = hkTick(reference);
  const round = (v: number) => Number(v.toFixed(3));
  return {
    low: round(Math.ceil((reference * (1 - pct)) / tick - 1e-9) * tick),
    high: round(Math.floor((reference * (1 + pct)) / tick + 1e-9) * tick),
  };
}

/**
 * The VCM state at HK minute `now`, replaying the day minute by minute: `priceAt(m)` is the last
 * price at minute of day m (the simulated path). A minute whose price is beyond ±pct of the price
 * 5 minutes earlier triggers (once per session); the band holds for 5 minutes.
 */
export function vcmAt(priceAt: (minute: number) => number, now: number, pct: number): VcmState {
  const off: VcmState = {
    status: 'off',
    pct,
    reference: null,
    band: null,
    coolingUntil: null,
    triggeredAt: null,
  };
  let state = off;
  for (const s of [HK_SESSIONS.morning, HK_SESSIONS.afternoon]) {
    if (now < s.from) break;
    state = { ...off };
    for (let m = s.from + VCM_RULES.quietAfterOpen; m <= Math.min(now, s.to); m += 1) {
      if (state.coolingUntil !== null) {
        if (m < state.coolingUntil) continue;
        state = { ...state, status: 'off', band: null, reference: null, coolingUntil: null };
      }
      if (state.triggeredAt !== null || !vcmMonitored(m)) continue;
      const ref = priceAt(m - VCM_RULES.lookbackMinutes);
      if (ref > 0 && Math.abs(priceAt(m) - ref) > pct * ref) {
        state = {
          status: 'cooling',
          pct,
          reference: ref,
          band: vcmBand(ref, pct),
          coolingUntil: m + VCM_RULES.coolingMinutes,
          triggeredAt: m,
        };
      }
    }
  }
  if (state.status === 'cooling' || !vcmMonitored(now) || state.triggeredAt !== null)
    return state.status === 'cooling' ? state : { ...state, status: 'off' };
  const ref = priceAt(now - VCM_RULES.lookbackMinutes);
  return { ...state, status: 'monitoring', reference: ref, band: vcmBand(ref, pct) };
}
