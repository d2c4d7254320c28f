import { field, num } from './field';
import { pageOf } from './list-of';

it('reads bare arrays and { total, list } pages alike', () => {
  expect(pageOf([1, 2])).toEqual({ total: 2, list: [1, 2] });
  expect(pageOf({ total: 9, list: [1] })).toEqual({ total: 9, list: [1] });
  expect(pageOf(null)).toEqual({ total: 0, list: [] });
});

it('reads a field whatever the case of its first letter, skipping nulls', () => {
  expect(field({ totalAssets: 5 }, 'TotalAssets')).toBe(5);
  expect(field({ Rank: null, rank: 2 }, 'Rank')).toBe(2);
  expect(Number.isNaN(num({}, 'Alpha'))).toBe(true);
});
