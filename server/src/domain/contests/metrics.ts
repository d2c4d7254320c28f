/**
 * Ranking metrics of market-rules.md ("Ranking metrics"), published so students can check their
 * own numbers. Inputs are daily unit-NAV closes, so deposits and withdrawals never look like
 * returns. Every metric is `null` when the window holds too few days (or a denominator is zero):
 * the ranking shows "—", never NaN or Infinity.
 */
import { treynorMazuy } from './regression';

/** Trading days per year used to annualise (shown to students as N). */
export const TRADING_DAYS_PER_YEAR = 252;

/** Fewest daily returns each family of metrics needs. */
export const MIN_RETURNS = { level: 1, dispersion: 2, timing: 4 } as const;

/** One trader's daily history over a window, oldest first, all arrays the same length. */
export interface MetricInput {
  /** Unit NAV at each close; entry 0 is the close before the window's first return. */
  nav: ArrayLike<number>;
  /** Benchmark index closes on the same dates (e.g. 000300.SSE). */
  bench: ArrayLike<number>;
  /** Total assets at each close, for turnover. */
  totalAssets: ArrayLike<number>;
  /** Value traded on each day (entry 0 is ignored: it belongs to the day before the window). */
  tradedValue: ArrayLike<number>;
  /** The contest's annual risk-free rate `noRiskInterestRates`, e.g. 0.015. */
  riskFreeAnnual: number;
}

/** Metric columns computed from history (null when undefined). */
export interface RankingMetrics {
  TotalYield: number | null;
  AnnualYield: number | null;
  AverageYield: number | null;
  YieldStandardDev: number | null;
  SharpIndex: number | null;
  BetaValue: number | null;
  Alpha: number | null;
  JensonIndex: number | null;
  TreynorIndex: number | null;
  TrackingError: number | null;
  InformationRatio: number | null;
  MaxRetracement: number | null;
  Velocity: number | null;
  StockAbility: number | null;
  TimingAbility: number | null;
  /** Daily returns the window holds (n). */
  TradingDays: number;
}

/** A finite number or null: the one place NaN and Infinity are turned into "no value". */
export const finite = (x: number): number | null => (Number.isFinite(x) ? x : null);

/** Daily risk-free rate r_f = (1 + R_f)^(1/N) − 1. */
export const dailyRiskFree = (annual: number, n = TRADING_DAYS_PER_YEAR): number =>
  Math.pow(1 + annual, 1 / n) - 1;

/** Simple returns x_t / x_{t−1} − 1 of a close series; NaN where a close is missing or ≤ 0. */
export function returnsOf(closes: ArrayLike<number>): Float64Array {
  const n = Math.max(0, closes.length - 1);
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const prev = closes[i] as number;
    const cur = closes[i + 1] as number;
    out[i] = prev > 0 && cur > 0 ? cur / prev - 1 : NaN;
  }
  return out;
}

/** Largest peak-to-trough fall max_t(1 − NAV_t / max_{s≤t} NAV_s). */
export function maxDrawdown(nav: ArrayLike<number>): number {
  let peak = -Infinity;
  let worst = 0;
  for (let i = 0; i < nav.length; i++) {
    const v = nav[i] as number;
    if (v > peak) peak = v;
    else if (peak > 0) worst = Math.max(worst, 1 - v / peak);
  }
  return worst;
}

interface Moments {
  meanP: number;
  meanB: number;
  varP: number;
  varB: number;
  covPB: number;
  varActive: number;
  meanActive: number;
  benchOk: boolean;
}

/** Means, sample variances (ddof = 1) and covariance in two fused passes over typed arrays. */
function moments(rp: Float64Array, rb: Float64Array): Moments {
  const n = rp.length;
  let sp = 0;
  let sb = 0;
  let benchOk = true;
  for (let i = 0; i < n; i++) {
    sp += rp[i] as number;
    const b = rb[i] as number;
    if (Number.isNaN(b)) benchOk = false;
    sb += b;
  }
  const meanP = sp / n;
  const meanB = sb / n;
  let vp = 0;
  let vb = 0;
  let cpb = 0;
  for (let i = 0; i < n; i++) {
    const dp = (rp[i] as number) - meanP;
    const db = (rb[i] as number) - meanB;
    vp += dp * dp;
    vb += db * db;
    cpb += dp * db;
  }
  const d = n - 1;
  const varActive = (vp + vb - 2 * cpb) / d;
  return {
    meanP,
    meanB,
    varP: vp / d,
    varB: vb / d,
    covPB: cpb / d,
    varActive,
    meanActive: meanP - meanB,
    benchOk,
  };
}

/** Every metric empty (a window with too few returns); callers add `TradingDays`. */
export const NO_METRICS: Readonly<Omit<RankingMetrics, 'TradingDays'>> = {
  TotalYield: null,
  AnnualYield: null,
  AverageYield: null,
  YieldStandardDev: null,
  SharpIndex: null,
  BetaValue: null,
  Alpha: null,
  JensonIndex: null,
  TreynorIndex: null,
  TrackingError: null,
  InformationRatio: null,
  MaxRetracement: null,
  Velocity: null,
  StockAbility: null,
  TimingAbility: null,
};

/** Positive or null: a zero or negative denominator leaves the ratio undefined. */
const positive = (x: number): number | null => (x > 1e-300 && Number.isFinite(x) ? x : null);

/**
 * Computes every history metric of one window (formulas in market-rules.md and API-contests.md).
 * @param n annualisation factor N (252).
 */
export function computeMetrics(input: MetricInput, N = TRADING_DAYS_PER_YEAR): RankingMetrics {
  const rp = returnsOf(input.nav);
  const count = rp.length;
  let sum = 0;
  for (let i = 0; i < count; i++) sum += rp[i] as number;
  // A missing close (NaN) poisons the sum: the window has no defined return.
  if (count < MIN_RETURNS.level || Number.isNaN(sum)) return { ...NO_METRICS, TradingDays: count };
  const rb = returnsOf(input.bench);
  const rf = dailyRiskFree(input.riskFreeAnnual, N);
  const first = input.nav[0] as number;
  const total = (input.nav[count] as number) / first - 1;
  const annual = Math.pow(1 + total, N / count) - 1;
  let traded = 0;
  let assets = 0;
  for (let i = 0; i < input.totalAssets.length; i++) {
    assets += input.totalAssets[i] as number;
    if (i > 0) traded += input.tradedValue[i] as number;
  }
  const meanAssets = assets / input.totalAssets.length;
  const level = {
    TotalYield: finite(total),
    AnnualYield: finite(annual),
    AverageYield: finite(sum / count),
    MaxRetracement: finite(maxDrawdown(input.nav)),
    Velocity: meanAssets > 0 ? finite(traded / meanAssets / 2) : null,
  };
  if (count < MIN_RETURNS.dispersion) return { ...NO_METRICS, ...level, TradingDays: count };

  const m = moments(rp, rb);
  const sdP = Math.sqrt(m.varP);
  const vol = sdP * Math.sqrt(N);
  // Subtracting a constant r_f leaves the standard deviation unchanged.
  const sharpe = positive(sdP) ? (Math.sqrt(N) * (m.meanP - rf)) / sdP : null;
  const dispersion = {
    YieldStandardDev: finite(vol),
    SharpIndex: sharpe === null ? null : finite(sharpe),
  };
  if (!m.benchOk || !positive(m.varB)) {
    return { ...NO_METRICS, ...level, ...dispersion, TradingDays: count };
  }
  const beta = m.covPB / m.varB;
  const benchTotal = (input.bench[count] as number) / (input.bench[0] as number) - 1;
  const benchAnnual = Math.pow(1 + benchTotal, N / count) - 1;
  const Rf = input.riskFreeAnnual;
  const te = Math.sqrt(Math.max(0, m.varActive)) * Math.sqrt(N);
  const tm = count >= MIN_RETURNS.timing ? treynorMazuy(rp, rb, rf) : null;
  return {
    ...level,
    ...dispersion,
    BetaValue: finite(beta),
    Alpha: finite(N * (m.meanP - rf - beta * (m.meanB - rf))),
    JensonIndex: finite(annual - Rf - beta * (benchAnnual - Rf)),
    TreynorIndex: Math.abs(beta) > 1e-12 ? finite((annual - Rf) / beta) : null,
    TrackingError: finite(te),
    InformationRatio: positive(te) ? finite((N * m.meanActive) / te) : null,
    StockAbility: tm ? finite(tm.alpha * N) : null,
    TimingAbility: tm ? finite(tm.gamma) : null,
    TradingDays: count,
  };
}
