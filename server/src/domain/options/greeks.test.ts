import { blackScholes, smileVol } from '../market/black-scholes';
import { greeks, impliedVol } from './greeks';

const base = { spot: 3, strike: 3.1, years: 0.25, rate: 0.018 };

describe('pricing model', () => {
  it('recovers the volatility a price was made with', () => {
    const price = blackScholes({ ...base, vol: 0.22, type: 'C' });
    expect(impliedVol(price, { ...base, type: 'C' })).toBeCloseTo(0.22, 6);
    // Below the intrinsic value of a deep in-the-money call: no volatility gives it.
    expect(impliedVol(0.5, { ...base, strike: 2, type: 'C' })).toBeUndefined();
    expect(impliedVol(0.1, { ...base, years: 0, type: 'C' })).toBeUndefined();
  });

  it('keeps put–call parity on the simulated prices (calls and puts share the smile)', () => {
    for (const strike of [2.8, 2.9, 3, 3.1, 3.2]) {
      const vol = smileVol(0.18, base.spot, strike);
      const c = blackScholes({ ...base, strike, vol, type: 'C' });
      const p = blackScholes({ ...base, strike, vol, type: 'P' });
      expect(c - p).toBeCloseTo(base.spot - strike * Math.exp(-base.rate * base.years), 6);
    }
  });

  it('gives call and put deltas one apart, gamma and vega alike', () => {
    const c = greeks({ ...base, type: 'C' }, 0.2);
    const p = greeks({ ...base, type: 'P' }, 0.2);
    expect(c.delta - p.delta).toBeCloseTo(1, 10);
    expect(c.gamma).toBeCloseTo(p.gamma, 10);
    expect(c.vega).toBeCloseTo(p.vega, 10);
    expect(c.delta).toBeGreaterThan(0.3);
    expect(c.delta).toBeLessThan(0.5);
    expect(c.theta).toBeLessThan(0);
  });
});
