import { rankColumns } from './rank-columns';

it('shows the columns the contest switches on, with their labels, and hides the others', () => {
  const cols = rankColumns([
    { field: 'Alpha', isShow: false },
    { field: 'YieldStandardDev', isShow: true },
  ]);
  const fields = cols.map((c) => c.field);
  expect(fields).not.toContain('Alpha');
  expect(fields).toContain('YieldStandardDev');
  expect(cols.find((c) => c.field === 'PerformanceScore')?.label).toBe('违规分');
  expect(cols.find((c) => c.field === 'TodayYield')?.kind).toBe('percent');
});

it('hides the yield standard deviation by default', () => {
  expect(rankColumns(undefined).map((c) => c.field)).not.toContain('YieldStandardDev');
});
