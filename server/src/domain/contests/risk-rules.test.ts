import { evaluateContestRisk, type OrderRiskContext } from './risk-rules';

const base: OrderRiskContext = {
  action: 'order',
  side: 1,
  code: '600000',
  market: 'SSE',
  sector: '银行',
  qty: 1000,
  price: 10,
  marketPrice: 10,
  today: { orderCount: 0, tradeAmount: 0, cancelCount: 0 },
  totalAssets: 100_000,
  holdings: [
    { code: '600036', sector: '银行', qty: 1000, marketValue: 30_000 },
    { code: '000001', sector: '银行', qty: 500, marketValue: 5_000 },
  ],
};

const codeOf = (
  rules: Parameters<typeof evaluateContestRisk>[0],
  o: Partial<OrderRiskContext> = {},
) => {
  const v = evaluateContestRisk(rules, { ...base, ...o });
  return v.ok ? null : v.code;
};

describe('contest risk rules', () => {
  it('passes an order when the contest sets no limits', () => {
    expect(evaluateContestRisk({}, base)).toEqual({ ok: true });
  });

  it.each([
    [
      'rejects the order past the daily trade count',
      { maxDailyTradeCount: 3 },
      { today: { orderCount: 3, tradeAmount: 0, cancelCount: 0 } },
      60140,
    ],
    [
      'rejects the order past the daily trade amount',
      { maxDailyTradeAmount: 15_000 },
      { today: { orderCount: 1, tradeAmount: 6_000, cancelCount: 0 } },
      60141,
    ],
    ['rejects a single order above the max quantity', { maxOrderQty: 999 }, {}, 60142],
    [
      'rejects the cancel past the daily cancel count',
      { maxDailyCancelCount: 2 },
      { action: 'cancel' as const, today: { orderCount: 0, tradeAmount: 0, cancelCount: 2 } },
      60143,
    ],
    [
      'rejects a price 6% away from the market under a 5% band',
      { maxPriceDeviation: 0.05 },
      { price: 10.6 },
      60144,
    ],
    [
      'rejects a buy taking one security above its max value',
      { maxSecurityValue: 9_999 },
      {},
      60145,
    ],
    [
      'rejects a buy taking one security above its max shares',
      { maxSecurityShares: 999 },
      {},
      60146,
    ],
    [
      'rejects a buy taking one security above 5% of assets',
      { maxSecurityShareOfAssets: 0.05 },
      {},
      60147,
    ],
    [
      'rejects a buy taking a sector above 40% of assets',
      { maxSectorShareOfAssets: 0.4 },
      {},
      60148,
    ],
    [
      'rejects a buy taking one security above 20% of holdings',
      { maxSecurityShareOfHoldings: 0.2 },
      {},
      60149,
    ],
    [
      'rejects a buy taking a sector above 90% of holdings',
      { maxSectorShareOfHoldings: 0.9 },
      {},
      60150,
    ],
    [
      'rejects a buy taking holdings above 40% of assets',
      { maxHoldingsShareOfAssets: 0.4 },
      {},
      60151,
    ],
    ['rejects a buy of a third code above two held codes', { maxHeldCodes: 2 }, {}, 60152],
    [
      'rejects a sell leaving fewer held codes than the minimum',
      { minHeldCodes: 2 },
      { side: 2, code: '000001', market: 'SZSE', qty: 500 },
      60153,
    ],
    ['rejects buying a blacklisted security', { blacklist: ['600000.SSE'] }, {}, 60154],
    ['rejects buying a security off the whitelist', { whitelist: ['600036'] }, {}, 60155],
    [
      'rejects a short sale past the per-security limit',
      { maxShortValuePerSecurity: 10_000 },
      { side: 2, credit: 'short' as const, credits: { shortByCode: { '600000': 1 } } },
      60156,
    ],
    [
      'rejects a short sale past the sector limit',
      { maxShortValuePerSector: 10_000 },
      { side: 2, credit: 'short' as const, credits: { shortBySector: { 银行: 500 } } },
      60157,
    ],
    [
      'rejects a financing buy past the per-security limit',
      { maxFinancingPerSecurity: 9_000 },
      { credit: 'financing' as const },
      60158,
    ],
    [
      'rejects a financing buy past the sector limit',
      { maxFinancingPerSector: 12_000 },
      { credit: 'financing' as const, credits: { financingBySector: { 银行: 3_000 } } },
      60159,
    ],
  ])('%s', (_name, rules, order, code) => {
    expect(codeOf(rules, order)).toBe(code);
  });

  it('accepts orders exactly at each limit', () => {
    expect(
      codeOf({
        maxOrderQty: 1000,
        maxSecurityValue: 10_000,
        maxDailyTradeCount: 1,
        maxHeldCodes: 3,
      }),
    ).toBeNull();
  });

  it('lets sells through limits only buys can breach', () => {
    expect(
      codeOf({ maxSecurityValue: 1, blacklist: ['600036'] }, { side: 2, code: '600036' }),
    ).toBeNull();
  });

  it('carries the Chinese text and the foul flag of the contest', () => {
    expect(evaluateContestRisk({ maxOrderQty: 1, recordFouls: false }, base)).toEqual({
      ok: false,
      code: 60142,
      message: '超过单笔委托最大数量',
      foul: false,
    });
    const v = evaluateContestRisk({ maxOrderQty: 1 }, base);
    expect(v.ok === false && v.foul).toBe(true);
  });
});
