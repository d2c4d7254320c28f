/** European option pricing for the simulated option chains. */
/**
 * Math as a module binding: in a vm context (Jest's test environment) every read of a global goes
 * through the context's interceptor, 10-100x a local read, and these loops run millions of times.
 */
const { Math } = globalThis;

/** Standard normal CDF (Abramowitz–Stegun 7.1.26 on erf; error below 1.5e-7). */
export function normCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

export interface OptionInputs {
  spot: number;
  strike: number;
  /** Years to expiry. */
  years: number;
  /** Continuously compounded risk-free rate. */
  rate: number;
  vol: number;
  type: 'C' | 'P';
}

/** Black–Scholes price; at or after expiry the intrinsic value. */
export function blackScholes({ spot, strike, years, rate, vol, type }: OptionInputs): number {
  if (years <= 0 || vol <= 0) {
    return Math.max(0, type === 'C' ? spot - strike : strike - spot);
  }
  const sq = vol * Math.sqrt(years);
  const d1 = (Math.log(spot / strike) + (rate + (vol * vol) / 2) * years) / sq;
  const d2 = d1 - sq;
  const df = Math.exp(-rate * years);
  return type === 'C'
    ? spot * normCdf(d1) - strike * df * normCdf(d2)
    : strike * df * normCdf(-d2) - spot * normCdf(-d1);
}

/**
 * Implied volatility by strike: a skewed smile around the at-the-money level (puts below the
 * money are dearer, as in equity-index markets). Calls and puts of one strike share it, so
 * put–call parity holds.
 */
export function smileVol(atmVol: number, spot: number, strike: number): number {
  const m = Math.log(strike / spot);
  return Math.max(0.05, atmVol * (1 + 2.5 * m * m) - 0.15 * m);
}
