import { blackScholes, normCdf, smileVol } from './black-scholes';

describe('Black–Scholes', () => {
  it('matches the textbook value (S=K=100, T=1, r=5%, σ=20%: call 10.45)', () => {
    const call = blackScholes({
      spot: 100,
      strike: 100,
      years: 1,
      rate: 0.05,
      vol: 0.2,
      type: 'C',
    });
    expect(call).toBeCloseTo(10.4506, 3);
  });

  it('keeps put–call parity C − P = S − K·e^(−rT) across the smile', () => {
    for (const strike of [2.5, 2.8, 3.0, 3.2, 3.5]) {
      const vol = smileVol(0.2, 3, strike);
      const base = { spot: 3, strike, years: 0.1, rate: 0.02, vol };
      const c = blackScholes({ ...base, type: 'C' });
      const p = blackScholes({ ...base, type: 'P' });
      expect(c - p).toBeCloseTo(3 - strike * Math.exp(-0.02 * 0.1), 6);
    }
  });

  it('pays the intrinsic value at expiry', () => {
    expect(
      blackScholes({ spot: 3.2, strike: 3, years: 0, rate: 0.02, vol: 0.2, type: 'C' }),
    ).toBeCloseTo(0.2);
    expect(blackScholes({ spot: 3.2, strike: 3, years: 0, rate: 0.02, vol: 0.2, type: 'P' })).toBe(
      0,
    );
  });

  it('prices out-of-the-money puts at a higher volatility than calls the same distance away', () => {
    expect(smileVol(0.2, 100, 90)).toBeGreaterThan(smileVol(0.2, 100, 110));
    expect(normCdf(0)).toBeCloseTo(0.5, 7);
  });
});
