import type { MatchInfo, SecurityTypePermission } from '@portal/shared-kit/domain';
import { DEFAULT_FEES, DEFAULT_VOLUME_CAP, type FeeSchedule } from '../../domain/exchange';
import type { MatchRow } from './accounts.repository';

/** Trading settings of one contest. */
export interface TradingSettings {
  fees: FeeSchedule;
  /** Share of an interval's market volume one order may take (default 25%). */
  volumeCap: number;
  /** Spec §5 permission data; undefined when the contest restricts nothing. */
  match: MatchInfo | undefined;
  /** The contest's settings JSON, where each asset class reads its own part (ClassSettings). */
  raw: Readonly<Record<string, unknown>>;
  /** The contest's type (4: intraday round trip); null without a contest row. */
  matchType?: number | null;
  /** Live last price by `code.MARKET` (set by the engine core; forex cross rates). */
  priceOf?: (key: string) => number | undefined;
}

/** Per-account order and cancel bursts (60103, 60104). */
export interface BurstLimits {
  orders: { max: number; windowMs: number };
  cancels: { max: number; windowMs: number };
}

const num = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;

/**
 * Reads a contest's settings JSON: `fees` (any of commissionRate, minCommission, stampDutyRate,
 * transferFeeRate), `volumeCap`, `securityTypes` ([{market, securityType}]) and `matchUseCodes`.
 * A comprehensive contest without `securityTypes` allows every security.
 */
export function parseSettings(matchId: number, row: MatchRow): TradingSettings {
  const s = row.settings;
  const f = (s.fees ?? {}) as Record<string, unknown>;
  const fees: FeeSchedule = {
    commissionRate: num(f.commissionRate, DEFAULT_FEES.commissionRate),
    // Whole fen, like every booked amount (it is also the sell orders' fee reserve).
    minCommission: Math.round(num(f.minCommission, DEFAULT_FEES.minCommission) * 100) / 100,
    stampDutyRate: num(f.stampDutyRate, DEFAULT_FEES.stampDutyRate),
    transferFeeRate: num(f.transferFeeRate, DEFAULT_FEES.transferFeeRate),
  };
  const securityTypes = Array.isArray(s.securityTypes)
    ? (s.securityTypes as SecurityTypePermission[])
    : undefined;
  const codes = Array.isArray(s.matchUseCodes) ? (s.matchUseCodes as string[]) : undefined;
  const restricted = row.matchType !== null && (securityTypes !== undefined || codes !== undefined);
  return {
    fees,
    volumeCap: num(s.volumeCap, DEFAULT_VOLUME_CAP),
    raw: s,
    matchType: row.matchType,
    match: restricted
      ? {
          matchID: matchId,
          matchName: '',
          matchType: row.matchType ?? 0,
          ...(securityTypes ? { securityTypes } : {}),
          ...(codes ? { matchUseCodes: codes } : {}),
        }
      : undefined,
  };
}

/** TRADING_ORDER_BURST / TRADING_CANCEL_BURST: events per TRADING_BURST_WINDOW_MS (default 20/1 s). */
export function burstLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): BurstLimits {
  const windowMs = Number(env.TRADING_BURST_WINDOW_MS) || 1000;
  return {
    orders: { max: Number(env.TRADING_ORDER_BURST) || 20, windowMs },
    cancels: { max: Number(env.TRADING_CANCEL_BURST) || 20, windowMs },
  };
}
