import { LIMIT_ROUNDING, hkTick, priceLimits, roundToTick } from './rules';
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

  // docs/market-rules.md "Daily price limits: rounding": CFFEX and DCE round the upper limit down
  // to the tick and the lower limit up; SSE/SZSE 交易规则 3.4.13 round half up.
  it('rounds CFFEX limits into the band (IF settle 4239.6 → 4663.4 / 3815.8)', () => {
    const fut = { limit: { kind: 'percent', pct: 0.1 }, tick: 0.2, board: 'future' } as const;
    expect(priceLimits({ ...fut, market: 'CFFEX' }, 4239.6)).toEqual({ up: 4663.4, down: 3815.8 });
    const tf = { limit: { kind: 'percent', pct: 0.012 }, tick: 0.005, board: 'future' } as const;
    expect(priceLimits({ ...tf, market: 'CFFEX' }, 107.295)).toEqual({ up: 108.58, down: 106.01 });
  });

  it('rounds DCE limits into the band (A2505 settle 4009 ±6% → 4249 / 3769)', () => {
    const a = { limit: { kind: 'percent', pct: 0.06 }, tick: 1, board: 'future' } as const;
    expect(priceLimits({ ...a, market: 'DCE' }, 4009)).toEqual({ up: 4249, down: 3769 });
  });

  it('keeps half-up rounding for A-shares with a market', () => {
    expect(priceLimits({ ...main, market: 'SSE' }, 10.05)).toEqual({ up: 11.06, down: 9.05 });
    expect(LIMIT_ROUNDING.SZSE).toEqual({ up: 'round', down: 'round' });
  });
});
