import { hkTick, priceLimits, roundToTick } from './rules';
import type { Security } from './types';

const main: Pick<Security, 'limit' | 'tick' | 'board'> = {
  limit: { kind: 'percent', pct: 0.1 },
  tick: 0.01,
  board: 'main',
};

describe('board rules', () => {
  it('rounds limit prices half up to the tick (10.05 → 11.06 / 9.05)', () => {
    expect(priceLimits(main, 10.05)).toEqual({ up: 11.06, down: 9.05 });
    expect(priceLimits(main, 1500)).toEqual({ up: 1650, down: 1350 });
  });

  it('gives ST names ±5% and STAR ±20%', () => {
    expect(priceLimits({ ...main, limit: { kind: 'percent', pct: 0.05 } }, 3.33)).toEqual({
      up: 3.5,
      down: 3.16,
    });
    expect(
      priceLimits({ ...main, board: 'star', limit: { kind: 'percent', pct: 0.2 } }, 50),
    ).toEqual({ up: 60, down: 40 });
  });

  it('has no band for securities without a percent limit', () => {
    expect(priceLimits({ ...main, limit: { kind: 'none' } }, 10)).toBeNull();
  });

  it('rounds prices to ticks without float noise', () => {
    expect(roundToTick(3.14159, 0.001)).toBe(3.142);
    expect(roundToTick(0.30000000000000004, 0.0001)).toBe(0.3);
    expect(roundToTick(3763.3, 0.2)).toBe(3763.4);
  });

  it('uses the Hong Kong spread table', () => {
    expect(hkTick(0.2)).toBe(0.001);
    expect(hkTick(5)).toBe(0.01);
    expect(hkTick(420)).toBe(0.2);
  });
});
