import { orderRiskContext } from './risk-context';
import { evaluateContestRisk } from './risk-rules';

describe('order risk context', () => {
  const prices: Record<string, number> = { 'SSE|600000': 10, 'SZSE|000001': 12 };
  const priceOf = (m: string, c: string) => prices[`${m}|${c}`];
  const account = {
    cashYuan: 80_000,
    positions: [
      { market: 'SSE', code: '600000', qty: 1000 },
      { market: 'SZSE', code: '000001', qty: 0 },
    ],
  };

  it('values holdings at the latest price and adds cash for total assets', () => {
    const ctx = orderRiskContext(
      account,
      { action: 'order', side: 1, market: 'SZSE', code: '000001', qty: 500, price: 12.1 },
      { orderCount: 2, tradeAmount: 100, cancelCount: 0 },
      priceOf,
    );
    expect(ctx.totalAssets).toBe(90_000);
    expect(ctx.holdings).toEqual([{ code: '600000', qty: 1000, marketValue: 10_000 }]);
    expect(ctx.marketPrice).toBe(12);
    expect(ctx.today.orderCount).toBe(2);
  });

  it('feeds the share-of-assets rule: 6,000 more of one security over 10% of 90,000 assets', () => {
    const ctx = orderRiskContext(
      account,
      { action: 'order', side: 1, market: 'SZSE', code: '000001', qty: 500, price: 12 },
      { orderCount: 0, tradeAmount: 0, cancelCount: 0 },
      priceOf,
    );
    expect(evaluateContestRisk({ maxSecurityShareOfAssets: 0.06 }, ctx)).toMatchObject({
      ok: false,
      code: 60147,
    });
    expect(evaluateContestRisk({ maxSecurityShareOfAssets: 0.07 }, ctx)).toEqual({ ok: true });
  });
});
