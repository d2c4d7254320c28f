import type { IndicatorValues } from './indicators';
import { indicatorRanges, pageOf, screen, type ScreenRow } from './screen';

const values = (v: Partial<IndicatorValues>): IndicatorValues => ({
  pe: null,
  pb: null,
  ps: null,
  dividendYield: null,
  marketValue: null,
  roe: null,
  grossMargin: null,
  netMargin: null,
  eps: null,
  revenueYoy: null,
  profitYoy: null,
  price: null,
  changePct: null,
  maDeviation20: null,
  momentum20: null,
  momentum60: null,
  turnoverRate: null,
  volumeRatio: null,
  ...v,
});
const row = (code: string, v: Partial<IndicatorValues>, plateIds = [100]): ScreenRow => ({
  code,
  market: 'SSE',
  name: code,
  industry: '银行',
  plateIds,
  values: values(v),
});
const rows = [
  row('A', { pe: 8, roe: 12, momentum20: 5 }),
  row('B', { pe: 12, roe: 9, momentum20: 9 }),
  row('C', { pe: 14, roe: 15, momentum20: -2 }, [101]),
  row('D', { pe: null, roe: 20, momentum20: 20 }),
  row('E', { pe: 30, roe: 25, momentum20: 1 }),
];
const codes = (r: ScreenRow[]) => r.map((x) => x.code);

describe('the screener', () => {
  it('keeps rows within a range; a missing value fails the condition', () => {
    expect(codes(screen(rows, { conditions: [{ indexId: 'pe', max: 15 }] }))).toEqual([
      'A',
      'B',
      'C',
    ]);
  });

  it('combines conditions (PE < 15 and ROE > 10) and a plate', () => {
    const q = {
      conditions: [
        { indexId: 'pe' as const, max: 15 },
        { indexId: 'roe' as const, min: 10 },
      ],
    };
    expect(codes(screen(rows, q))).toEqual(['A', 'C']);
    expect(codes(screen(rows, { ...q, plateIds: [101] }))).toEqual(['C']);
  });

  it('keeps the top N by an indicator after the ranges, sorted as asked', () => {
    const q = {
      conditions: [
        { indexId: 'roe' as const, min: 10 },
        { indexId: 'momentum20' as const, top: 2, order: 'desc' as const },
      ],
      sortBy: 'momentum20' as const,
      sortOrder: 'desc' as const,
    };
    expect(codes(screen(rows, q))).toEqual(['D', 'A']);
  });

  it('pages and gives each indicator its range', () => {
    expect(pageOf(['a', 'b', 'c'], 2, 2)).toEqual(['c']);
    expect(indicatorRanges(rows, ['pe', 'eps'])).toEqual([
      { indexId: 'pe', min: 8, max: 30 },
      { indexId: 'eps', min: null, max: null },
    ]);
  });
});
