import {
  MARKET_SECTION_TITLES,
  MatchType,
  menuVisible,
  type AuthFlags,
  type MarketSectionId,
  type MenuContext,
} from '@portal/shared-kit';

/** One entry of the competition shell's left menu. */
export interface MenuEntry {
  key: string;
  label: string;
  path?: string;
  children?: MenuEntry[];
}

/** What the menu depends on. */
export interface MenuInput extends MenuContext {
  flags: AuthFlags;
  matchType: number;
  /** Market sections the school's license enables (portal manifest). */
  sections: readonly MarketSectionId[];
}

/** Menu name (spec §2/§6 rules) and landing path of each market section. */
const SECTION_ENTRIES: Record<MarketSectionId, { menu: string; path: string }> = {
  SHSZMarkets: { menu: 'SHSZMarkets', path: '/SHSZMarkets/index' },
  MarginTrading: { menu: 'MarginTrading', path: '/MarginTrading/index' },
  HKMarkets: { menu: 'HKMarkets', path: '/HKMarkets/index' },
  RotaryTradingDays: { menu: 'RotaryTradingDays', path: '/RotaryTradingDays' },
  StockOptions: { menu: 'StockOptions', path: '/StockOptions/index' },
  futures: { menu: 'goodsFutures', path: '/futures/index' },
  financeFutures: { menu: 'financeFutures', path: '/financeFutures/index' },
  HKStock: { menu: 'HKStock', path: '/HKStock/index' },
  ForeignExchange: { menu: 'ForeignExchange', path: '/ForeignExchange/ForeignExchange' },
  StockIndexOptions: { menu: 'StockIndexOptions', path: '/StockIndexOptions/index' },
  CommodityOptions: { menu: 'CommodityOptions', path: '/CommodityOptions/placeOrder' },
};

/** A-share sub-entries: each has its own flag (spec §6). */
const SHSZ_CHILDREN: readonly { menu: string; label: string; path: string }[] = [
  { menu: 'SHSZMarkets', label: 'A股', path: '/SHSZMarkets/index' },
  { menu: 'Fund', label: '基金', path: '/SHSZMarkets/Fund' },
  { menu: 'Bond', label: '债券', path: '/SHSZMarkets/Bond' },
  { menu: 'bse', label: '北交所', path: '/SHSZMarkets/bse' },
];

/** Competition pages of the left menu, by route name. */
export const PAGE_ENTRIES = {
  StarProduct: { label: '科创板', path: '/StarProduct' },
  OwnSecurity: { label: '自选股', path: '/OwnSecurity' },
  raceSummarize: { label: '个人赛况', path: '/ExchangeMonitor/raceSummarize' },
  GroupAnalysisFE: { label: '分组分析', path: '/ExchangeMonitor/GroupAnalysisFE' },
  Rank: { label: '排行榜', path: '/ExchangeMonitor/Rank' },
  MyTeam: { label: '我的团队', path: '/ExchangeMonitor/MyTeam' },
  competitionFunds: { label: '资金管理', path: '/competitionFunds' },
  CombineAnalyze: { label: '组合分析', path: '/CombineAnalyze' },
} as const;
export type PageEntryName = keyof typeof PAGE_ENTRIES;

function sectionEntry(id: MarketSectionId, input: MenuInput): MenuEntry | undefined {
  const show = (menu: string) => menuVisible(menu, input.flags, input.matchType, input);
  if (id === 'SHSZMarkets') {
    const children = SHSZ_CHILDREN.filter((c) => show(c.menu)).map((c) => ({
      key: c.path,
      label: c.label,
      path: c.path,
    }));
    if (!children.length) return undefined;
    return { key: id, label: MARKET_SECTION_TITLES[id], children };
  }
  const { menu, path } = SECTION_ENTRIES[id];
  // The forex section is the forex match's market; menuVisible has no flag rule for it.
  const visible =
    id === 'ForeignExchange'
      ? input.flags.isforeignEx || input.matchType === MatchType.FOREIGN_EXCHANGE
      : show(menu);
  return visible ? { key: id, label: MARKET_SECTION_TITLES[id], path } : undefined;
}

function pageEntry(name: PageEntryName, input: MenuInput): MenuEntry | undefined {
  if (!menuVisible(name, input.flags, input.matchType, input)) return undefined;
  const { label, path } = PAGE_ENTRIES[name];
  return { key: path, label, path };
}

/** Management-center entries (spec §2, admin only). */
export const MANAGE_ENTRIES: readonly { label: string; path: string }[] = [
  { label: '比赛列表', path: '/ManageCenter/RaceManage?current=0' },
  { label: '创建比赛', path: '/ManageCenter/RaceManage?current=1' },
  { label: '参赛数据', path: '/UserCenter/UserCompetOver' },
  { label: '用户管理', path: '/ManageCenter/UserManage' },
  { label: '进行中的比赛', path: '/racingInfo/racingInfo' },
  { label: '行情情景', path: '/ManageCenter/MarketScenario' },
];

const leaf = (e: { label: string; path: string }): MenuEntry => ({
  key: e.path,
  label: e.label,
  path: e.path,
});

const defined = <T>(xs: (T | undefined)[]): T[] => xs.filter((x): x is T => x !== undefined);

/**
 * The left menu of the competition shell: enabled market sections the match allows, the
 * competition pages its type shows (spec §4, §6).
 */
export function buildCompetitionMenu(input: MenuInput): MenuEntry[] {
  const markets = defined([
    ...input.sections.map((id) => sectionEntry(id, input)),
    pageEntry('StarProduct', input),
    pageEntry('OwnSecurity', input),
  ]);
  const monitor = menuVisible('ExchangeMonitor', input.flags, input.matchType, input)
    ? defined([
        pageEntry('raceSummarize', input),
        pageEntry('GroupAnalysisFE', input),
        pageEntry('Rank', input),
        pageEntry('MyTeam', input),
      ])
    : [];
  const funds = defined([pageEntry('competitionFunds', input), pageEntry('CombineAnalyze', input)]);
  const groups: MenuEntry[] = [];
  if (markets.length) groups.push({ key: 'markets', label: '模拟交易', children: markets });
  if (monitor.length) groups.push({ key: 'monitor', label: '赛事监控', children: monitor });
  if (funds.length) groups.push({ key: 'funds', label: '资金与分析', children: funds });
  return groups;
}

/**
 * The personal center's menu (spec §2): profile, contests and combines, the match pages its
 * type shows, ended contests, reports and, for admins, user management.
 */
export function buildCenterMenu(input: MenuInput): MenuEntry[] {
  const monitor = menuVisible('ExchangeMonitor', input.flags, input.matchType, input);
  return defined([
    leaf({ label: '个人信息', path: '/UserCenter/UserInfo' }),
    leaf({ label: '我的比赛', path: '/UserCenter/MyRace' }),
    leaf({ label: '我的组合', path: '/UserCenter/MyCombine' }),
    pageEntry('competitionFunds', input),
    pageEntry('CombineAnalyze', input),
    monitor ? pageEntry('raceSummarize', input) : undefined,
    monitor ? pageEntry('GroupAnalysisFE', input) : undefined,
    monitor ? pageEntry('Rank', input) : undefined,
    monitor ? pageEntry('MyTeam', input) : undefined,
    leaf({ label: '已结束比赛', path: '/racingInfo/endInfo' }),
    leaf({ label: '自选股', path: '/OwnSecurity' }),
    leaf({ label: '帮助中心', path: '/HelpCenter' }),
    // Students write the reports of their contests; admins mark them in the training area.
    input.isAdmin ? undefined : leaf({ label: '实验报告', path: '/ExperimentalReport/index' }),
    input.isAdmin ? leaf({ label: '用户管理', path: '/UserCenter/UserManage' }) : undefined,
  ]);
}

/** The management center's menu (admins only). */
export function buildManageMenu(): MenuEntry[] {
  return MANAGE_ENTRIES.map(leaf);
}
