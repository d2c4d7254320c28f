import { MatchType, menuVisible, type AuthFlags, type MenuContext } from '@portal/shared-kit';

/** Competition pages whose visibility depends on the match type (spec §6), by path. */
const GUARDED: Readonly<Record<string, string>> = {
  '/ExchangeMonitor/raceSummarize': 'raceSummarize',
  '/ExchangeMonitor/GroupAnalysisFE': 'GroupAnalysisFE',
  '/ExchangeMonitor/Rank': 'Rank',
  '/ExchangeMonitor/MyTeam': 'MyTeam',
  '/competitionFunds': 'competitionFunds',
  '/CombineAnalyze': 'CombineAnalyze',
  '/OwnSecurity': 'OwnSecurity',
  '/StarProduct': 'StarProduct',
};

/** Forex counterparts of group-analysis and query-center pages (spec §4 match switching). */
function forexCounterpart(pathname: string): string | undefined {
  if (/^\/ExchangeMonitor\/GroupAnalysis/.test(pathname)) return '/ExchangeMonitor/GroupAnalysisFE';
  if (/QueryCenter/.test(pathname)) return '/ForeignExchange/QueryCenter';
  return undefined;
}

/**
 * Where to go when the current match type does not allow `pathname` (spec §4): group-analysis
 * and query-center variants swap to their forex counterparts for a forex match, anything else
 * goes to /index. Undefined when the page is allowed.
 */
export function redirectForMatchType(
  pathname: string,
  flags: AuthFlags,
  matchType: number,
  ctx: MenuContext,
): string | undefined {
  const name = Object.entries(GUARDED).find(([path]) => pathname.startsWith(path))?.[1];
  if (!name || menuVisible(name, flags, matchType, ctx)) return undefined;
  if (matchType === MatchType.FOREIGN_EXCHANGE) {
    const swap = forexCounterpart(pathname);
    if (swap && swap !== pathname) return swap;
  }
  return '/index';
}
