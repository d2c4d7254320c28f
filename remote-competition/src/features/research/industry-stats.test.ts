import type { StockRow } from '../screener/api/stockpick-types';
import { groupStats, industryStats, median } from './industry-stats';

const row = (industry: string, v: Record<string, number | null>): StockRow => ({
  symbol: '1',
  market: 'SSE',
  shortName: 'x',
  industry,
  ...v,
});

it('gives medians, breadth and size per industry, largest first', () => {
  expect(median([3, null, 1, 2])).toBe(2);
  expect(median([4, 1])).toBe(2.5);
  expect(median([null])).toBeNull();
  const rows = [
    row('银行', { pe: 5, roe: 10, changePct: 1, marketValue: 100 }),
    row('银行', { pe: 7, roe: 12, changePct: -1, marketValue: 300 }),
    row('电子', { pe: null, roe: 3, changePct: 2, marketValue: 50 }),
  ];
  const stats = industryStats(rows);
  expect(stats.map((s) => s.name)).toEqual(['银行', '电子']);
  expect(stats[0]).toMatchObject({
    count: 2,
    up: 1,
    down: 1,
    changePct: 0,
    pe: 6,
    roe: 11,
    marketValue: 400,
  });
  expect(stats[1]).toMatchObject({ pe: null, roe: 3 });
  expect(groupStats('全部A股', rows)).toMatchObject({ count: 3, up: 2, pe: 6 });
});
