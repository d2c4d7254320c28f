import { DEFAULT_FEES } from '../exchange';
import { buildUniverse, TradingCalendar, type Security } from '../market';
import { Backtest } from './backtest';
import type { BacktestInput } from './backtest-types';

const cal = new TradingCalendar();
const all = buildUniverse('2026-11-20', cal);
const main = (code: string, name: string): Security => ({
  ...(all.find((s) => s.code === '600000') as Security),
  code,
  name,
});
const A = main('600001', '甲');
const B = main('600002', '乙');
const dates = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];
const input = (over: Partial<BacktestInput> = {}): BacktestInput => ({
  dates,
  universe: [
    { sec: A, close: [10, 10, 10.5, 11, 11] },
    { sec: B, close: [20, 20, 20, 19, 21] },
  ],
  bench: [100, 100, 101, 102, 103],
  pick: (i) => (i === 1 ? ['600001.SSE'] : ['600002.SSE']),
  dividends: [],
  params: {
    rebalanceDays: 2,
    holdings: 1,
    weighting: 'equal',
    initialCash: 100_000,
    fees: DEFAULT_FEES,
    riskFreeAnnual: 0,
  },
  ...over,
});

describe('the backtest engine', () => {
  it('books a constructed history to the fen, with the exchange fees and lots', () => {
    const bt = new Backtest(input());
    bt.step(2);
    expect(bt.progress).toBeCloseTo(0.4);
    bt.step(10);
    expect(bt.done).toBe(true);
    const r = bt.report();
    // Day 1: 10 000 shares would cost 100 026 yuan with fees, so 9 900 at 10 (fees 24.75 + 0.99).
    // Day 3: sell 9 900 at 11 (commission 27.225 → 27.23, stamp 54.45, transfer 1.089 → 1.09: each item to
    // the fen); buy 5 700 at 19 (fees 27.08 + 1.08). Day 4: 1 463.33 cash + 5 700 × 21.
    expect(r.trades.map((t) => [t.date, t.code, t.side, t.qty, t.price, t.fees])).toEqual([
      ['2026-03-03', '600001', 'B', 9900, 10, 25.74],
      ['2026-03-05', '600001', 'S', 9900, 11, 82.77],
      ['2026-03-05', '600002', 'B', 5700, 19, 28.16],
    ]);
    expect(r.totalAssets).toEqual([100000, 99974.26, 104924.26, 109763.33, 121163.33]);
    expect(r.finalAssets).toBe(121163.33);
    expect(r.totalFees).toBe(136.67);
    expect(r.nav[4]).toBeCloseTo(1.2116333, 10);
    expect(r.bench).toEqual([1, 1, 1.01, 1.02, 1.03]);
    expect(r.metrics.TotalYield).toBeCloseTo(0.2116333, 10);
    expect(r.metrics.MaxRetracement).toBeCloseTo(1 - 99974.26 / 100000, 10);
    expect(r.rebalances[1]?.holdings).toEqual([
      {
        code: '600002',
        market: 'SSE',
        name: '乙',
        qty: 5700,
        price: 19,
        value: 108300,
        weight: 108300 / 109791.49,
      },
    ]);
  });

  it('pays dividends through the corporate-action seam and skips a stock locked limit-up', () => {
    const paid = new Backtest(
      input({
        dividends: [
          {
            market: 'SSE',
            code: '600002',
            exDate: '2026-03-06',
            cashPerShare: 0.5,
            sharesPerShare: 0,
          },
        ],
      }),
    );
    paid.step(5);
    expect(paid.report().finalAssets).toBe(121163.33 + 2850);
    expect(paid.report().dividends).toBe(2850);
    const locked = new Backtest(
      input({
        universe: [
          { sec: A, close: [10, 11, 11, 11, 11] },
          { sec: B, close: [20, 20, 20, 19, 21] },
        ],
      }),
    );
    locked.step(5);
    expect(locked.report().trades.map((t) => t.code)).toEqual(['600002']);
  });
});
