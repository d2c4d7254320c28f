import { isSecurityPermitted, MatchType, type MatchInfo } from '@portal/shared-kit';
import type { SecurityInfo } from '../../../../../common';

/** Shown instead of the order ticket's send when the match does not allow the security. */
export function notPermittedText(name: string): string {
  return `当前比赛不允许交易该证券（${name}），委托未发送`;
}

/**
 * Whether the current match lets the trader trade `info` (spec §5). Without a match, or for a
 * comprehensive match whose allowed types were not loaded with it, the server decides.
 */
export function isPermittedInMatch(match: MatchInfo | null, info: SecurityInfo): boolean {
  if (!match) return true;
  if (Number(match.matchType) === MatchType.COMPREHENSIVE && match.securityTypes === undefined) {
    return true;
  }
  return isSecurityPermitted(match, {
    symbol: info.symbol,
    market: info.market,
    securityType: info.securityType,
  });
}
