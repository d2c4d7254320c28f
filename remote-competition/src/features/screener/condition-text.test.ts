import { cleanConditions, conditionText, indicatorIndex } from './condition-text';

const defs = indicatorIndex([
  {
    group: 'valuation',
    groupName: '估值指标',
    list: [{ indexId: 'pe', indexName: '市盈率(TTM)', unit: '倍', group: 'valuation', digits: 2 }],
  },
  {
    group: 'profitability',
    groupName: '盈利能力',
    list: [
      {
        indexId: 'roe',
        indexName: '净资产收益率(TTM)',
        unit: '%',
        group: 'profitability',
        digits: 2,
      },
    ],
  },
]);

it('words conditions as the screener shows them', () => {
  expect(conditionText({ indexId: 'pe', max: 15 }, defs)).toBe('市盈率(TTM) ≤ 15倍');
  expect(conditionText({ indexId: 'roe', min: 10 }, defs)).toBe('净资产收益率(TTM) ≥ 10%');
  expect(conditionText({ indexId: 'pe', min: 5, max: 15 }, defs)).toBe('市盈率(TTM) 5～15倍');
  expect(conditionText({ indexId: 'roe', top: 10 }, defs)).toBe('净资产收益率(TTM) 前10名');
  expect(conditionText({ indexId: 'pe', top: 5, order: 'asc' }, defs)).toBe('市盈率(TTM) 后5名');
});

it('drops incomplete rows and empty bounds before sending', () => {
  expect(
    cleanConditions([
      { indexId: 'pe', max: 15, min: null },
      { min: 3 },
      { indexId: 'roe', top: 3.7 },
    ]),
  ).toEqual([
    { indexId: 'pe', max: 15 },
    { indexId: 'roe', top: 3, order: 'desc' },
  ]);
});
