import { isCombineRecord, MatchType, type MatchInfo } from './match';

/** Security type ids the product names (spec §5). */
export const SecurityTypeId = {
  STOCK: 1,
  TYPE_3: 3,
  TYPE_11: 11,
  STOCK_19: 19,
  STOCK_21: 21,
} as const;

/** Types that count as "stock" in search and show prices with 2 decimals. */
export const STOCK_SECURITY_TYPES: readonly number[] = [1, 19, 21];

/**
 * Security search type filter (spec §5): stock (1) matches types 1, 19, 21; type 3 matches
 * 3 and 11; any other search type must match exactly.
 */
export function matchesSearchType(searchType: number, typeId: number): boolean {
  if (searchType === SecurityTypeId.STOCK) return STOCK_SECURITY_TYPES.includes(typeId);
  if (searchType === SecurityTypeId.TYPE_3) return typeId === 3 || typeId === 11;
  return searchType === typeId;
}

/** The security being traded, as far as permission checks need it. */
export interface SecurityRef {
  symbol: string;
  market: string;
  securityType: number;
}

/**
 * Whether a match allows trading a security (spec §5 "Security permitted in a match").
 * Comprehensive (1): its market and type must be among the match's security types, combines
 * always pass. Day-inner (4): the symbol must be among the match's codes (plain or `symbol.MARKET`).
 * Other types: allowed.
 */
export function isSecurityPermitted(match: MatchInfo, security: SecurityRef): boolean {
  const type = Number(match.matchType);
  if (type === MatchType.COMPREHENSIVE) {
    if (isCombineRecord(match)) return true;
    return (match.securityTypes ?? []).some(
      (p) =>
        p.market.toUpperCase() === security.market.toUpperCase() &&
        Number(p.securityType) === Number(security.securityType),
    );
  }
  if (type === MatchType.DAY_INNER) {
    const full = `${security.symbol}.${security.market}`.toUpperCase();
    return (match.matchUseCodes ?? []).some((c) => {
      const code = c.trim().toUpperCase();
      return code === security.symbol.toUpperCase() || code === full;
    });
  }
  return true;
}
