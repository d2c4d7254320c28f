import { movingAverage } from './moving-average';

describe('movingAverage', () => {
  it('averages each full window and starts at the first one', () => {
    const pts: [number, number][] = [
      [1, 10],
      [2, 11],
      [3, 12],
      [4, 13],
    ];
    expect(movingAverage(pts, 3)).toEqual([
      [3, 11],
      [4, 12],
    ]);
  });

  it('gives nothing when there are fewer points than the period', () => {
    expect(movingAverage([[1, 5]], 5)).toEqual([]);
  });
});
