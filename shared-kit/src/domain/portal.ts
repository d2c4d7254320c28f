/**
 * Contracts between the shell, the remotes and the server's portal manifest.
 * A replacement build of any remote is type-checked against these same types.
 */

/** Market sections of spec §2, one exposed module each in remote-markets; the id is the first path segment. */
export const MARKET_SECTION_IDS = [
  'SHSZMarkets',
  'MarginTrading',
  'HKMarkets',
  'RotaryTradingDays',
  'StockOptions',
  'futures',
  'financeFutures',
  'HKStock',
  'ForeignExchange',
  'StockIndexOptions',
  'CommodityOptions',
] as const;

export type MarketSectionId = (typeof MARKET_SECTION_IDS)[number];

/** Menu titles of the market sections. */
export const MARKET_SECTION_TITLES: Record<MarketSectionId, string> = {
  SHSZMarkets: '沪深市场',
  MarginTrading: '融资融券',
  HKMarkets: '港股通',
  RotaryTradingDays: '日内回转',
  StockOptions: '个股期权',
  futures: '商品期货',
  financeFutures: '金融期货',
  HKStock: '沪深港通',
  ForeignExchange: '外汇',
  StockIndexOptions: '股指期权',
  CommodityOptions: '商品期权',
};

/** One federated remote: its global name and where its mf-manifest.json (or remoteEntry.js) loads from. */
export interface PortalRemote {
  name: string;
  entry: string;
}

/** A market section enabled by the school's license and the remote module that provides it. */
export interface PortalSection {
  id: MarketSectionId;
  remote: string;
  module: string;
}

/** GET /portal/remotes.json */
export interface PortalManifest {
  school: string;
  remotes: PortalRemote[];
  sections: PortalSection[];
}

/** What every exposed area module (e.g. `remote_auth/Routes`) exports. */
export interface RemoteAreaModule {
  /** Renders the area's `<Routes>`, with paths relative to the site root. */
  AreaRoutes: () => unknown;
}

/** What every exposed market section module (e.g. `remote_markets/SHSZMarkets`) exports. */
export interface MarketSectionModule {
  section: {
    id: MarketSectionId;
    title: string;
    /** Renders the section's `<Routes>`, paths relative to the site root (e.g. `SHSZMarkets/index`). */
    Routes: () => unknown;
  };
}
