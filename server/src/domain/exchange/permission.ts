import { isSecurityPermitted, MatchType, type MatchInfo } from '@portal/shared-kit/domain';
import type { TradableSecurity } from './types';

/** Contest types whose breeds list the markets they trade (margin, options, futures contests). */
const BREED_LIMITED: ReadonlySet<number> = new Set([
  MatchType.MARGIN_TRADING,
  MatchType.OPTIONS,
  MatchType.COMMODITY_FUTURES,
  MatchType.FINANCIAL_FUTURES,
]);

/**
 * Spec §5 "Security permitted in a match": comprehensive contests list market/type pairs,
 * day-inner contests list codes. A margin, options or futures contest keeps to the market/type
 * pairs of its breeds as well (issue 28: a contest trades only its markets). Without contest
 * data, allowed.
 */
export function permittedInMatch(match: MatchInfo | undefined, sec: TradableSecurity): boolean {
  if (!match) return true;
  const ref = { symbol: sec.code, market: sec.market, securityType: sec.type };
  const types = match.securityTypes ?? [];
  if (BREED_LIMITED.has(Number(match.matchType)) && types.length > 0) {
    return isSecurityPermitted({ ...match, matchType: MatchType.COMPREHENSIVE }, ref);
  }
  return isSecurityPermitted(match, ref);
}
