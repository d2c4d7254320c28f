import { matchesSearchType } from '@portal/shared-kit';

/** The four trading pages of the SHSZMarkets section (spec §2). */
export type MarketPageKey = 'index' | 'Fund' | 'Bond' | 'bse';

/** What one trading page trades: its title, search filter and markets. */
export interface MarketPage {
  key: MarketPageKey;
  /** Path below /SHSZMarkets. */
  path: MarketPageKey;
  title: string;
  /** Search types of spec §5 the page's search box filters by. */
  searchTypes: readonly number[];
  /** Markets the page searches and lists. */
  markets: readonly string[];
  /** Security opened when the page is entered without one. */
  defaultSymbol: string;
}

export const MARKET_PAGES: Record<MarketPageKey, MarketPage> = {
  index: {
    key: 'index',
    path: 'index',
    title: 'A股',
    searchTypes: [1],
    markets: ['SSE', 'SZSE'],
    defaultSymbol: '600519.SSE',
  },
  Fund: {
    key: 'Fund',
    path: 'Fund',
    title: '基金',
    searchTypes: [3],
    markets: ['SSE', 'SZSE'],
    defaultSymbol: '510300.SSE',
  },
  Bond: {
    key: 'Bond',
    path: 'Bond',
    title: '债券',
    // Treasury bonds (4) and convertibles (5): each type filters exactly (spec §5).
    searchTypes: [4, 5],
    markets: ['SSE', 'SZSE'],
    defaultSymbol: '019733.SSE',
  },
  bse: {
    key: 'bse',
    path: 'bse',
    title: '北交所',
    searchTypes: [1],
    markets: ['BSE'],
    defaultSymbol: '830799.BSE',
  },
};

export const MARKET_PAGE_LIST: readonly MarketPage[] = Object.values(MARKET_PAGES);

/** True when a search hit belongs on the page: its market and one of the page's search types. */
export function belongsToPage(page: MarketPage, hit: { market: string; typeid: number }): boolean {
  return (
    page.markets.includes(hit.market.toUpperCase()) &&
    page.searchTypes.some((t) => matchesSearchType(t, hit.typeid))
  );
}

/** The trading page a security is traded on: BSE, funds (3, 11), bonds (4, 5), else A-shares. */
export function pageForSecurity(s: { market: string; securityType: number }): MarketPageKey {
  if (s.market.toUpperCase() === 'BSE') return 'bse';
  if ([3, 11].includes(s.securityType)) return 'Fund';
  if ([4, 5].includes(s.securityType)) return 'Bond';
  return 'index';
}

/** Link to the trading page of a security. */
export function tradingPath(s: { symbol: string; market: string; securityType: number }): string {
  return `/SHSZMarkets/${pageForSecurity(s)}?code=${s.symbol}.${s.market.toUpperCase()}`;
}
