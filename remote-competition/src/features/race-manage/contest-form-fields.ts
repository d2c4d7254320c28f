/** Risk-rule fields with a numeric limit (codes 60140–60159). */
export const NUMERIC_RISK_RULES = [
  ['maxDailyTradeCount', '单日最大交易次数'],
  ['maxDailyTradeAmount', '单日最大交易金额(元)'],
  ['maxOrderQty', '单笔最大委托数量'],
  ['maxDailyCancelCount', '单日最大撤单次数'],
  ['maxPriceDeviation', '委托价偏离市价上限(%)'],
  ['maxSecurityValue', '单只证券最大市值(元)'],
  ['maxSecurityShares', '单只证券最大持股数'],
  ['maxSecurityShareOfAssets', '单只证券占总资产比例上限(%)'],
  ['maxSectorShareOfAssets', '单一行业占总资产比例上限(%)'],
  ['maxSecurityShareOfHoldings', '单只证券占持仓比例上限(%)'],
  ['maxSectorShareOfHoldings', '单一行业占持仓比例上限(%)'],
  ['maxHoldingsShareOfAssets', '持仓占总资产比例上限(%)'],
  ['maxHeldCodes', '最多持有证券只数'],
  ['minHeldCodes', '最少持有证券只数'],
  ['maxShortValuePerSecurity', '单只证券融券上限(元)'],
  ['maxShortValuePerSector', '单一行业融券上限(元)'],
  ['maxFinancingPerSecurity', '单只证券融资上限(元)'],
  ['maxFinancingPerSector', '单一行业融资上限(元)'],
] as const;

/** Rules entered in percent in the form and sent as fractions. */
export const PERCENT_RULES = new Set<string>([
  'maxPriceDeviation',
  'maxSecurityShareOfAssets',
  'maxSectorShareOfAssets',
  'maxSecurityShareOfHoldings',
  'maxSectorShareOfHoldings',
  'maxHoldingsShareOfAssets',
]);

/** Ranking windows the contest publishes. */
export const RANKING_WINDOWS = [
  ['isWeek', '周排名'],
  ['isMonth', '月排名'],
  ['isQuarter', '季度排名'],
  ['isHalfYear', '半年排名'],
  ['isYear', '年排名'],
] as const;
