import { overviewFigures } from './overview-figures';

describe('the overview and the ranking show one valuation (issue 28)', () => {
  const cnyAccount = { totalAssets: 2_290_000, totalPL: -10_000, yieldRate: -0.43 };

  it('takes the ranking row (every account of the trader in CNY) over the CNY account', () => {
    const row = { TotalAssets: 3_175_647, TotalProfitLoss: -12_955, InitialAssets: 3_188_602 };
    const f = overviewFigures(cnyAccount, row);
    expect(f.totalAssets).toBe(3_175_647);
    expect(f.totalPL).toBe(-12_955);
    expect(f.yieldPct).toBeCloseTo((-12_955 / 3_188_602) * 100, 10);
  });

  it('uses the account where there is no ranking row (combines, not ranked yet)', () => {
    expect(overviewFigures(cnyAccount, null)).toEqual({
      totalAssets: 2_290_000,
      totalPL: -10_000,
      yieldPct: -0.43,
    });
  });
});
