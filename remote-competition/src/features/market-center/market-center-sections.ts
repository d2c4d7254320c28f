import type { MarketSectionId } from '@portal/shared-kit';

/** A plate tab of a market-center page. */
export interface PlateTab {
  plateId: number;
  label: string;
}

/** One market-center page: its path under /marketCenter and its plate tabs. */
export interface MarketCenterPage {
  path: string;
  title: string;
  section: MarketSectionId;
  plates: PlateTab[];
}

/** The market pages /marketCenter mirrors (spec §2), with the quote plates each lists. */
export const MARKET_CENTER_PAGES: readonly MarketCenterPage[] = [
  {
    path: 'SHSZMarkets/index',
    title: '沪深A股',
    section: 'SHSZMarkets',
    plates: [
      { plateId: 1, label: '沪深A股' },
      { plateId: 2, label: '上证A股' },
      { plateId: 3, label: '深证A股' },
      { plateId: 4, label: '科创板' },
      { plateId: 5, label: '创业板' },
      { plateId: 7, label: '风险警示板' },
      { plateId: 10, label: '指数' },
    ],
  },
  {
    path: 'SHSZMarkets/Fund',
    title: '基金',
    section: 'SHSZMarkets',
    plates: [{ plateId: 8, label: '基金' }],
  },
  {
    path: 'SHSZMarkets/Bond',
    title: '债券',
    section: 'SHSZMarkets',
    plates: [{ plateId: 9, label: '债券' }],
  },
  {
    path: 'SHSZMarkets/bse',
    title: '北交所',
    section: 'SHSZMarkets',
    plates: [{ plateId: 6, label: '北交所' }],
  },
  {
    path: 'MarginTrading',
    title: '融资融券',
    section: 'MarginTrading',
    plates: [{ plateId: 1, label: '沪深A股' }],
  },
  {
    path: 'HKMarkets',
    title: '港股通',
    section: 'HKMarkets',
    plates: [{ plateId: 11, label: '港股通' }],
  },
  {
    path: 'HKStock',
    title: '沪深港通',
    section: 'HKStock',
    plates: [{ plateId: 11, label: '港股通' }],
  },
  {
    path: 'financeFutures',
    title: '金融期货',
    section: 'financeFutures',
    plates: [{ plateId: 12, label: '金融期货' }],
  },
  {
    path: 'futures',
    title: '商品期货',
    section: 'futures',
    plates: [{ plateId: 13, label: '商品期货' }],
  },
  {
    path: 'StockOptions',
    title: '个股期权',
    section: 'StockOptions',
    plates: [{ plateId: 16, label: '个股期权' }],
  },
  {
    path: 'StockIndexOptions',
    title: '股指期权',
    section: 'StockIndexOptions',
    plates: [{ plateId: 17, label: '股指期权' }],
  },
  {
    path: 'CommodityOptions',
    title: '商品期权',
    section: 'CommodityOptions',
    plates: [{ plateId: 18, label: '商品期权' }],
  },
  {
    path: 'ForeignExchange',
    title: '外汇',
    section: 'ForeignExchange',
    plates: [{ plateId: 15, label: '外汇' }],
  },
];

/** The page a /marketCenter/... path shows: the longest matching page path, else the first page. */
export function marketCenterPage(
  rest: string,
  enabled: readonly MarketSectionId[],
): MarketCenterPage | undefined {
  const pages = MARKET_CENTER_PAGES.filter((p) => enabled.includes(p.section));
  const hit = [...pages]
    .sort((a, b) => b.path.length - a.path.length)
    .find(
      (p) =>
        rest === p.path ||
        rest.startsWith(`${p.path}/`) ||
        (p.path.endsWith('/index') && rest === p.path.slice(0, -6)),
    );
  return hit ?? pages[0];
}
