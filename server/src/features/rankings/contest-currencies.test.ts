import { navOf, unitsAfterTransfer } from '../../domain/exchange';
import { combineCloses, type Closes } from './contest-currencies';

const closes = (dates: string[], assets: number[], units: number[]): Closes => ({
  dates,
  assets,
  units,
  nav: assets.map((a, i) => navOf(a, units[i] as number)),
});

describe('a trader’s closes over a CNY and an HKD account', () => {
  it('adds the HKD account at its rate; opening it with funds leaves the unit NAV alone', () => {
    // CNY: 1 000 000 yuan (li) growing 1% a day; the HKD account opens on d2 with 800 000 HKD.
    const cny = closes(['d1', 'd2', 'd3'], [1e9, 1.01e9, 1.0201e9], [1e9, 1e9, 1e9]);
    const hkd = closes(['d2', 'd3'], [8e8, 8.08e8], [8e8, 8e8]);
    const both = combineCloses(cny, [{ closes: hkd, rate: 0.9 }]);
    expect(both.assets).toEqual([1e9, 1.01e9 + 7.2e8, 1.0201e9 + 7.272e8]);
    // The day the HKD account opened: +1% on the CNY funds, 0 on the new HKD funds — the funds
    // themselves are no return …
    expect(both.nav[1]).toBeCloseTo(1 + (0.01 * 1e9) / (1e9 + 7.2e8), 9);
    // … and both grow 1% the next day, so the combined NAV does too.
    expect((both.nav[2] as number) / (both.nav[1] as number) - 1).toBeCloseTo(0.01, 9);
  });

  it('a deposit never moves the combined NAV', () => {
    const units = unitsAfterTransfer(8e8, 8.08e8, 1e8);
    const cny = closes(['d1', 'd2'], [1e9, 1e9], [1e9, 1e9]);
    const hkd = closes(['d1', 'd2'], [8.08e8, 9.08e8], [8e8, units]);
    const both = combineCloses(cny, [{ closes: hkd, rate: 0.8868 }]);
    expect(both.nav[1]).toBeCloseTo(both.nav[0] as number, 9);
  });

  it('without another account the closes are unchanged', () => {
    const cny = closes(['d1'], [1e9], [1e9]);
    expect(combineCloses(cny, [])).toBe(cny);
    expect(combineCloses(cny, [{ closes: closes([], [], []), rate: 0.9 }])).toBe(cny);
  });
});
