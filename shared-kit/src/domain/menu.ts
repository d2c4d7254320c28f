import type { AuthFlags } from './auth-flags';
import { MatchType } from './match';

/** Menu entries of spec §2 plus the sections §4 shows or hides by match type. */
export const MENU_NAMES = [
  'SHSZMarkets',
  'StarProduct',
  'StockOptions',
  'goodsFutures',
  'financeFutures',
  'HKStock',
  'StockIndexOptions',
  'bse',
  'OwnSecurity',
  'HKMarkets',
  'MarginTrading',
  'CommodityOptions',
  'Fund',
  'Bond',
  'raceSummarize',
  'GroupAnalysisFE',
  'competitionFunds',
  'CombineAnalyze',
  'Rank',
  'MyTeam',
  'RotaryTradingDays',
  'ExchangeMonitor',
] as const;
export type MenuName = (typeof MENU_NAMES)[number];

/** Flag each market entry needs (spec §6 "Menu entries by authorization flag"). */
const FLAG_RULES: Partial<Record<MenuName, (f: AuthFlags) => boolean>> = {
  SHSZMarkets: (f) => f.hasShares,
  StarProduct: (f) => f.hasShares,
  OwnSecurity: (f) => f.hasShares,
  StockOptions: (f) => f.hasPersonEx,
  goodsFutures: (f) => f.hasGoodsEx,
  financeFutures: (f) => f.hasfinanceEx,
  HKStock: (f) => f.hasHgt || f.hasSgt,
  StockIndexOptions: (f) => f.hasFingerEx,
  bse: (f) => f.hasNgt,
  HKMarkets: (f) => f.hasGg,
  MarginTrading: (f) => f.hasRzrq,
  CommodityOptions: (f) => f.hasCommodityEx,
  Fund: (f) => f.hasSharesJijin,
  Bond: (f) => f.hasSharesZhaiquan,
};

/** Options of `menuVisible` beyond the flags and the match type. */
export interface MenuContext {
  /** The current record is a combine. */
  isCombine: boolean;
  /** The user belongs to a team in the current match. */
  hasTeam: boolean;
  /** Competition-side admin; kept for callers, no §6 menu entry here depends on it. */
  isAdmin: boolean;
}

type TypeRule = (t: number, o: MenuContext) => boolean;

/** Match-type rules of spec §6 and the menu visibility by type of spec §4. */
const TYPE_RULES: Partial<Record<MenuName, TypeRule>> = {
  raceSummarize: (t) => t === MatchType.FOREIGN_EXCHANGE,
  GroupAnalysisFE: (t) => t === MatchType.FOREIGN_EXCHANGE,
  competitionFunds: (t) => t !== MatchType.FOREIGN_EXCHANGE,
  CombineAnalyze: (t) => t !== MatchType.FOREIGN_EXCHANGE && t !== MatchType.DAY_INNER,
  OwnSecurity: (t) => t !== MatchType.DAY_INNER,
  Rank: (t, o) => !o.isCombine && t !== MatchType.DAY_INNER && t !== MatchType.PRACTICE,
  StarProduct: (t, o) => !o.isCombine && t !== MatchType.DAY_INNER,
  MyTeam: (t, o) => t !== MatchType.PRACTICE && o.hasTeam,
  // The intraday round-trip section belongs to the day-inner match only.
  RotaryTradingDays: (t) => t === MatchType.DAY_INNER,
  ExchangeMonitor: (t) => t !== MatchType.DAY_INNER,
};

/**
 * Whether a competition menu entry shows for the current match (spec §4 and §6).
 * Both the authorization-flag rule and the match-type rule must pass; entries without a rule show.
 */
export function menuVisible(
  menuName: string,
  flags: AuthFlags,
  matchType: number,
  opts: MenuContext,
): boolean {
  const name = menuName as MenuName;
  const flagRule = FLAG_RULES[name];
  const typeRule = TYPE_RULES[name];
  return (flagRule ? flagRule(flags) : true) && (typeRule ? typeRule(matchType, opts) : true);
}
