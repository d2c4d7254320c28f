/** Each market section is its own exposed module (`remote_markets/<SectionId>`), loaded only when opened. */
const SECTION_FOLDERS = {
  SHSZMarkets: 'shsz',
  MarginTrading: 'margin-trading',
  HKMarkets: 'hk-markets',
  RotaryTradingDays: 'rotary-trading-days',
  StockOptions: 'stock-options',
  futures: 'futures',
  financeFutures: 'finance-futures',
  HKStock: 'hk-stock',
  ForeignExchange: 'foreign-exchange',
  StockIndexOptions: 'stock-index-options',
  CommodityOptions: 'commodity-options',
};

const sectionExposes = Object.fromEntries(
  Object.entries(SECTION_FOLDERS).map(([id, folder]) => [
    `./${id}`,
    `./src/sections/${folder}/index.ts`,
  ]),
);

module.exports = { SECTION_FOLDERS, sectionExposes };
