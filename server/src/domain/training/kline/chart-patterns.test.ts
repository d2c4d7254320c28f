import { doubleBottom, doubleTop, headAndShoulders, type Candle } from '.';

/** Candles through the given closes, each step drawn as `steps` candles of a straight line. */
function through(points: number[], steps = 4): Candle[] {
  const out: Candle[] = [];
  for (let k = 1; k < points.length; k += 1) {
    const a = points[k - 1] as number;
    const b = points[k] as number;
    for (let j = 0; j < steps; j += 1) {
      const open = a + ((b - a) * j) / steps;
      const close = a + ((b - a) * (j + 1)) / steps;
      out.push({
        open,
        close,
        high: Math.max(open, close) + 0.02,
        low: Math.min(open, close) - 0.02,
      });
    }
  }
  return out;
}

describe('chart patterns (constructed positive and near miss)', () => {
  it('double top and double bottom', () => {
    expect(doubleTop(through([10, 12, 11, 12.1, 10.5]))?.points).toHaveLength(2);
    // Second top 6% higher: a rising market, not a double top.
    expect(doubleTop(through([10, 12, 11, 12.8, 10.5]))).toBeNull();
    // Neckline (11) not broken yet.
    expect(doubleTop(through([10, 12, 11, 12.1, 11.3]))).toBeNull();
    expect(doubleBottom(through([12, 10, 11, 9.95, 11.5]))?.points).toHaveLength(2);
    expect(doubleBottom(through([12, 10, 11, 9.95, 10.8]))).toBeNull();
  });

  it('head and shoulders', () => {
    const hs = headAndShoulders(through([10, 11, 10.4, 12, 10.5, 11.05, 10]));
    expect(hs?.points).toHaveLength(3);
    expect(hs?.neckline).toBeCloseTo(10.38, 2);
    // Head barely above the shoulders.
    expect(headAndShoulders(through([10, 11, 10.4, 11.1, 10.5, 11.05, 10]))).toBeNull();
    // Still above the neckline.
    expect(headAndShoulders(through([10, 11, 10.4, 12, 10.5, 11.05, 10.6]))).toBeNull();
  });
});
