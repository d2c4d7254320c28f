import { isSecurityPermitted, type MatchInfo } from '@portal/shared-kit/domain';
import type { TradableSecurity } from './types';

/**
 * Spec §5 "Security permitted in a match": comprehensive contests list market/type pairs,
 * day-inner contests list codes, others allow everything. Without contest data, allowed.
 */
export function permittedInMatch(match: MatchInfo | undefined, sec: TradableSecurity): boolean {
  if (!match) return true;
  return isSecurityPermitted(match, {
    symbol: sec.code,
    market: sec.market,
    securityType: sec.type,
  });
}
