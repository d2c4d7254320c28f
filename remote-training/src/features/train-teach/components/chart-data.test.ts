import { KLINE_BARS, movingAverage } from './chart-data';

it('averages the last n closes and leaves the first n-1 empty', () => {
  expect(movingAverage([3.86, 3.88, 3.91, 3.9, 3.95], 5)).toEqual([null, null, null, null, 3.9]);
  expect(movingAverage([1, 2, 3], 2)).toEqual([null, 1.5, 2.5]);
});

it('keeps every bar consistent: the high and low bound the open and close', () => {
  for (const [open, high, low, close] of KLINE_BARS) {
    expect(high).toBeGreaterThanOrEqual(Math.max(open, close));
    expect(low).toBeLessThanOrEqual(Math.min(open, close));
  }
});
