import type { SecurityKind } from '../domain';
import { formatUnit } from './number';

/**
 * Divisor from shares to display units (spec §9): 100 for SSE/SZSE stocks and funds and for
 * SZSE indexes, 10 for SZSE bonds, 1 otherwise.
 */
export function volumeUnitDivisor(market: string, securityKind: SecurityKind): number {
  const m = market.toUpperCase();
  const shanghaiOrShenzhen = m === 'SSE' || m === 'SZSE';
  if (shanghaiOrShenzhen && (securityKind === 'stock' || securityKind === 'fund')) return 100;
  if (m === 'SZSE' && securityKind === 'index') return 100;
  if (m === 'SZSE' && securityKind === 'bond') return 10;
  return 1;
}

/** A volume in display units, shortened with 万/亿. */
export function formatVolume(
  volume: number | null | undefined,
  market: string,
  securityKind: SecurityKind,
  decimals = 2,
): string {
  if (typeof volume !== 'number') return formatUnit(volume, decimals);
  return formatUnit(volume / volumeUnitDivisor(market, securityKind), decimals);
}
