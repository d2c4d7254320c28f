import { daysBetween } from './calendar';
import { priceMap } from './derived';
import { testMarket } from './test-market';
import type { Security } from './types';
import { OPTION_RATE } from './universe/derivatives';

describe('option chains', () => {
  const { market, clock } = testMarket(
    5,
    [],
    (s) => s.code === '510050' || s.derivative?.underlying === '510050',
  );
  clock.advance(2000);

  it('prices calls and puts of a strike within put–call parity', () => {
    const options = market.all().filter((s) => s.board === 'option');
    const spot = market.quote('510050')?.last as number;
    let pairs = 0;
    for (const call of options.filter((s) => s.derivative?.optionType === 'C')) {
      const put = options.find(
        (p: Security) =>
          p.derivative?.optionType === 'P' &&
          p.derivative.strike === call.derivative?.strike &&
          p.derivative.expiry === call.derivative?.expiry,
      ) as Security;
      const c = market.quote(call.code)?.last as number;
      const p = market.quote(put.code)?.last as number;
      const strike = call.derivative?.strike as number;
      const years =
        (daysBetween('2026-11-20', call.derivative?.expiry as string) + 0.75 * (1 - 2000 / 4800)) /
        365;
      // Each price is rounded to the 0.0001 tick; the minimum-tick floor adds one more.
      expect(Math.abs(c - p - (spot - strike * Math.exp(-OPTION_RATE * years)))).toBeLessThan(
        0.00031,
      );
      pairs += 1;
    }
    expect(pairs).toBeGreaterThanOrEqual(10);
  });

  it('raises calls and lowers puts when the underlying rises', () => {
    const [call, put] = (['C', 'P'] as const).map(
      (t) => market.all().find((s) => s.derivative?.optionType === t) as Security,
    ) as [Security, Security];
    const spot = call.derivative?.strike as number;
    const c = priceMap(5, call, '2026-11-20');
    const p = priceMap(5, put, '2026-11-20');
    expect(c(spot * 1.02, 0.5)).toBeGreaterThan(c(spot * 0.98, 0.5));
    expect(p(spot * 1.02, 0.5)).toBeLessThan(p(spot * 0.98, 0.5));
  });
});
