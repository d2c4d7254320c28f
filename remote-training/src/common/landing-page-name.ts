/** The name users see for the market page a project type trades on (issue 33: never the path). */
const PAGE_NAMES: ReadonlyArray<readonly [prefix: string, name: string]> = [
  ['/SHSZMarkets/Fund', '基金交易'],
  ['/SHSZMarkets/Bond', '债券交易'],
  ['/SHSZMarkets', 'A股交易'],
  ['/futures', '期货交易'],
  ['/StockOptions', '股票期权交易'],
  ['/ForeignExchange', '外汇交易'],
];

/** '/SHSZMarkets/index' → 'A股交易'; a path the table does not know reads 模拟交易. */
export function landingPageName(path: string | null | undefined): string {
  const p = `/${(path ?? '').trim().replace(/^\/+/, '')}`;
  return PAGE_NAMES.find(([prefix]) => p.startsWith(prefix))?.[1] ?? '模拟交易';
}
