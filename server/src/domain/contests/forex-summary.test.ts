import { cnyRateOf } from './currency-rates';
import { currencyBalances, currencyFigures, dayFigures, type FillTotals } from './forex-summary';

const fill = (key: string, over: Partial<FillTotals> = {}): FillTotals => ({
  key,
  trades: 1,
  buyQty: 1000,
  sellQty: 0,
  amountLi: 7_200_000,
  feesLi: 720,
  traders: 1,
  ...over,
});

describe('forex contest figures', () => {
  it('per pair: fen from li, net P&L = realised + floating − fees, largest turnover first', () => {
    const rows = currencyFigures(
      [fill('EURUSD', { amountLi: 7_812_000 }), fill('USDCNH')],
      [
        {
          code: 'USDCNH',
          qty: 1000,
          spotQty: 1000,
          spotValueLi: 7_150_000,
          costLi: 7_200_000,
          valueLi: 7_150_000,
          realisedLi: 0,
          holders: 1,
        },
        {
          code: 'GBPUSD',
          qty: 0,
          spotQty: 0,
          spotValueLi: 0,
          costLi: 0,
          valueLi: 0,
          realisedLi: 12_340,
          holders: 0,
        },
      ],
      (c) => (c === 'USDCNH' ? '美元人民币' : c),
    );
    expect(rows.map((r) => r.code)).toEqual(['EURUSD', 'USDCNH', 'GBPUSD']);
    expect(rows[1]).toMatchObject({
      name: '美元人民币',
      base: 'USD',
      quote: 'CNH',
      turnoverFen: 720_000,
      feesFen: 72,
      floatingFen: -5_000,
      pnlFen: -5_072,
      positionQty: 1000,
    });
    expect(rows[2]).toMatchObject({ trades: 0, realisedFen: 1_234, pnlFen: 1_234 });
  });

  it('per day: mean, best and worst of the unit-NAV returns, newest first; today from live', () => {
    const series = [
      { traderId: 1, name: '张三', dates: ['d0', 'd1', 'd2'], nav: [1, 1.01, 1.0099] },
      { traderId: 2, name: '李四', dates: ['d0', 'd1'], nav: [1, 0.98] },
    ];
    const days = dayFigures([fill('d1', { traders: 2, trades: 3 })], series, 'd3', [
      { traderId: 1, name: '张三', yield: 0.002 },
      { traderId: 2, name: '李四', yield: Number.NaN },
    ]);
    expect(days.map((d) => d.tradeDate)).toEqual(['d3', 'd2', 'd1']);
    const d1 = days[2];
    expect(d1).toMatchObject({ trades: 3, traders: 2, turnoverFen: 720_000, live: false });
    expect(d1?.averageYield).toBeCloseTo(-0.005, 12);
    expect(d1?.best).toMatchObject({ name: '张三' });
    expect(d1?.best?.yield).toBeCloseTo(0.01, 12);
    expect(d1?.worst?.yield).toBeCloseTo(-0.02, 12);
    expect(days[1]?.averageYield).toBeCloseTo(1.0099 / 1.01 - 1, 12);
    // The live day keeps the finite returns only.
    expect(days[0]).toMatchObject({ live: true, trades: 0, averageYield: 0.002 });
  });

  it('no trades and no closes: no days, never NaN', () => {
    expect(dayFigures([], [], 'd1', [])).toEqual([]);
    const [only] = dayFigures([fill('d1')], [], 'd1', []);
    expect(only).toMatchObject({ averageYield: null, best: null, worst: null });
  });

  it('balances per currency: pairs of one base currency add up; CNY cash first by value', () => {
    const h = (code: string, qty: number, valueLi: number, holders = 1) => ({
      code,
      qty,
      spotQty: qty,
      spotValueLi: valueLi,
      costLi: valueLi,
      valueLi,
      realisedLi: 0,
      holders,
    });
    const rows = currencyBalances(
      [
        h('USDCNH', 100_000, 720_000_000, 2),
        h('USDJPY', 1000, 7_200_000),
        h('EURUSD', 0, 0),
        // A margin short is an exposure, not a balance.
        { ...h('GBPUSD', -5000, 0), spotQty: 0, costLi: 500_000, valueLi: 480_000 },
      ],
      { li: 2_000_000_000, holders: 2 },
    );
    expect(rows).toEqual([
      { currency: 'CNY', balance: 2_000_000, cnyValueFen: 200_000_000, holders: 2 },
      { currency: 'USD', balance: 101_000, cnyValueFen: 72_720_000, holders: 2 },
    ]);
  });

  it('contest rates: CNY 1, HKD at the bid reference rate, USD at the forex table', () => {
    const rate = cnyRateOf({});
    expect(rate(1)).toBe(1);
    expect(rate(2)).toBe(0.8868);
    expect(rate(3)).toBe(7.2);
    expect(rate(9)).toBe(0);
    const own = cnyRateOf({ hk: { referenceRate: { buy: 0.93, sell: 0.91 } } });
    expect(own(2)).toBe(0.91);
    expect(cnyRateOf({ initHKExchangeRate: 0.9 })(2)).toBe(0.9);
  });
});
