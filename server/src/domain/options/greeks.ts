import { blackScholes, normCdf } from '../market/black-scholes';

/** Inputs of the pricing model for one contract: underlying price, strike, years left, rate, type. */
export interface PricingInputs {
  spot: number;
  strike: number;
  years: number;
  rate: number;
  type: 'C' | 'P';
}

const pdf = (x: number) => Math.exp(-(x * x) / 2) / Math.sqrt(2 * Math.PI);

/**
 * Implied volatility of `price` under Black–Scholes, by bisection between 1 % and 300 %;
 * undefined when the price is outside what the model can give (below intrinsic, at expiry).
 */
export function impliedVol(price: number, p: PricingInputs): number | undefined {
  if (!(price > 0) || !(p.years > 0) || !(p.spot > 0) || !(p.strike > 0)) return undefined;
  let lo = 0.01;
  let hi = 3;
  const at = (vol: number) => blackScholes({ ...p, vol });
  if (price < at(lo) || price > at(hi)) return undefined;
  for (let i = 0; i < 60; i += 1) {
    const mid = (lo + hi) / 2;
    if (at(mid) < price) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Greeks at `vol`: delta, gamma, vega (per 1 % of vol) and theta (per calendar day). */
export function greeks(p: PricingInputs, vol: number) {
  const { spot: s, strike: k, years: t, rate: r, type } = p;
  const sq = vol * Math.sqrt(t);
  const d1 = (Math.log(s / k) + (r + (vol * vol) / 2) * t) / sq;
  const d2 = d1 - sq;
  const df = Math.exp(-r * t);
  const call = type === 'C';
  const theta =
    (-(s * pdf(d1) * vol) / (2 * Math.sqrt(t)) -
      (call ? r * k * df * normCdf(d2) : -r * k * df * normCdf(-d2))) /
    365;
  return {
    delta: call ? normCdf(d1) : normCdf(d1) - 1,
    gamma: pdf(d1) / (s * sq),
    vega: (s * pdf(d1) * Math.sqrt(t)) / 100,
    theta,
  };
}
