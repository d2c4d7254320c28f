import { navOf, unitsAfterTransfer } from './nav';

/** Issue 12, finding 7: transfers buy and redeem units, they are never returns. */
describe('unit NAV', () => {
  const initial = 2_300_000_000;

  it('opens at NAV 1 with one unit per li of initial funds', () => {
    expect(navOf(initial, initial)).toBe(1);
  });

  it('keeps a deposit-only account at NAV 1 exactly, whatever the amounts', () => {
    let units = initial;
    let total = initial;
    for (const d of [1_000_000_000, 123_456_780, -77_777_770, 3_330, 999_999_990]) {
      units = unitsAfterTransfer(units, total, d);
      total += d;
      expect(navOf(total, units)).toBe(1);
    }
  });

  it('buys units at the NAV before the deposit, so the NAV does not move', () => {
    // 20% up, then 1 000 000 yuan in: the NAV stays 1.2, the return stays 20%.
    const total = initial * 1.2;
    const units = unitsAfterTransfer(initial, total, 1_000_000_000);
    expect(units).toBeCloseTo(initial + 1_000_000_000 / 1.2, 3);
    expect(navOf(total + 1_000_000_000, units)).toBe(1.2);
    // A withdrawal redeems at the same NAV.
    const after = unitsAfterTransfer(units, total + 1_000_000_000, -600_000_000);
    expect(navOf(total + 400_000_000, after)).toBe(1.2);
  });

  it('restarts at NAV 1 when nothing is left, never with infinite units', () => {
    expect(unitsAfterTransfer(5, 0, 1_000)).toBe(1_000);
    expect(unitsAfterTransfer(0, 0, 1_000)).toBe(1_000);
    expect(navOf(1_000, 0)).toBe(1);
  });
});
