/**
 * The ranking board's metric kernel: computeMetrics (metrics.ts) over many traders and windows
 * without allocating per trader. A trader's daily returns are computed once and each window reads
 * its part of them; everything that depends on the benchmark alone (its returns, mean, variance
 * and the Treynor–Mazuy design) is computed once per window of dates. The arithmetic is
 * computeMetrics' own, step for step, so both give the same numbers to the last bit
 * (window-metrics.test.ts).
 */
import { finite, MIN_RETURNS, NO_METRICS, type RankingMetrics } from './metrics';

/** What one window of benchmark closes contributes to every trader's metrics over it. */
export interface BenchWindow {
  /** Benchmark returns of the window (count = closes − 1). */
  rb: Float64Array;
  closes: Float64Array;
  meanB: number;
  /** The daily risk-free rate the window was prepared with. */
  rf: number;
  /** Σ (r_b − mean)², the numerator of the sample variance. */
  vb: number;
  benchOk: boolean;
  /** Treynor–Mazuy: z = (r_b − r_f − m)/s per day and the design's determinant, or null. */
  tm: { z: Float64Array; mx: number; s: number; m: M3; det: number } | null;
}

type M3 = [number, number, number, number, number, number, number, number, number];

const det3 = (
  a0: number,
  a1: number,
  a2: number,
  a3: number,
  a4: number,
  a5: number,
  a6: number,
  a7: number,
  a8: number,
): number => a0 * (a4 * a8 - a5 * a7) - a1 * (a3 * a8 - a5 * a6) + a2 * (a3 * a7 - a4 * a6);

/**
 * The benchmark part of a window: closes oldest first (NaN where a close is missing) and the
 * daily risk-free rate (dailyRiskFree of the contest's annual rate).
 */
export function benchWindow(closes: Float64Array, rf: number): BenchWindow {
  const n = Math.max(0, closes.length - 1);
  const rb = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const prev = closes[i] as number;
    const cur = closes[i + 1] as number;
    rb[i] = prev > 0 && cur > 0 ? cur / prev - 1 : NaN;
  }
  let sb = 0;
  let benchOk = true;
  for (let i = 0; i < n; i++) {
    const b = rb[i] as number;
    if (Number.isNaN(b)) benchOk = false;
    sb += b;
  }
  const meanB = sb / n;
  let vb = 0;
  for (let i = 0; i < n; i++) {
    const db = (rb[i] as number) - meanB;
    vb += db * db;
  }
  return { rb, closes, meanB, rf, vb, benchOk, tm: n > 0 ? tmDesign(rb, rf) : null };
}

/** regression.ts's treynorMazuy, the part that reads the benchmark alone. */
function tmDesign(rb: Float64Array, rf: number): BenchWindow['tm'] {
  const n = rb.length;
  let mx = 0;
  for (let i = 0; i < n; i++) mx += (rb[i] as number) - rf;
  mx /= n;
  let sxx = 0;
  for (let i = 0; i < n; i++) sxx += ((rb[i] as number) - rf - mx) ** 2;
  const s = Math.sqrt(sxx / n);
  if (!(s > 0)) return null;
  const z = new Float64Array(n);
  let z1 = 0;
  let z2 = 0;
  let z3 = 0;
  let z4 = 0;
  for (let i = 0; i < n; i++) {
    const zi = ((rb[i] as number) - rf - mx) / s;
    const zz = zi * zi;
    z[i] = zi;
    z1 += zi;
    z2 += zz;
    z3 += zz * zi;
    z4 += zz * zz;
  }
  const m: M3 = [n, z1, z2, z1, z2, z3, z2, z3, z4];
  const det = det3(...m);
  if (!(Math.abs(det) > 1e-12 * Math.abs(m[0] * m[4] * m[8]))) return null;
  return { z, mx, s, m, det };
}

/** Stock-picking α (per day) and timing γ of a trader's window, or null (regression.ts). */
function tmFit(rp: Float64Array, from: number, w: NonNullable<BenchWindow['tm']>, rf: number) {
  const { z, mx, s, m, det } = w;
  const n = z.length;
  let y0 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < n; i++) {
    const zi = z[i] as number;
    const y = (rp[from + i] as number) - rf;
    y0 += y;
    y1 += y * zi;
    y2 += y * (zi * zi);
  }
  const a = det3(y0, m[1], m[2], y1, m[4], m[5], y2, m[7], m[8]) / det;
  const b = det3(m[0], y0, m[2], m[3], y1, m[5], m[6], y2, m[8]) / det;
  const c = det3(m[0], m[1], y0, m[3], m[4], y1, m[6], m[7], y2) / det;
  return { gamma: c / (s * s), alpha: a - (b * mx) / s + (c * mx * mx) / (s * s) };
}

/** One trader's series over the whole contest and where the window starts. */
export interface TraderWindow {
  nav: ArrayLike<number>;
  totalAssets: ArrayLike<number>;
  tradedValue: ArrayLike<number>;
  /** Daily returns of the whole series (returnsOf(nav)). */
  rp: Float64Array;
  /** First close of the window; the window ends at the last close. */
  from: number;
}

const positive = (x: number): number | null => (x > 1e-300 && Number.isFinite(x) ? x : null);

/**
 * computeMetrics over a trader's window, with the window's benchmark part given, written into
 * `out` (a ranking row: no object per window) and returned.
 */
export function windowMetrics<T extends RankingMetrics>(
  t: TraderWindow,
  b: BenchWindow,
  riskFreeAnnual: number,
  N: number,
  out: T = emptyMetrics(0) as T,
): T {
  const { rp, from, nav } = t;
  const count = rp.length - from;
  const end = rp.length;
  let sum = 0;
  for (let i = from; i < end; i++) sum += rp[i] as number;
  Object.assign(out, NO_METRICS);
  out.TradingDays = count;
  if (count < MIN_RETURNS.level || Number.isNaN(sum)) return out;
  const rf = b.rf;
  const total = (nav[from + count] as number) / (nav[from] as number) - 1;
  const annual = Math.pow(1 + total, N / count) - 1;
  let traded = 0;
  let assets = 0;
  let peak = -Infinity;
  let worst = 0;
  for (let i = from; i <= end; i++) {
    assets += t.totalAssets[i] as number;
    if (i > from) traded += t.tradedValue[i] as number;
    const v = nav[i] as number;
    if (v > peak) peak = v;
    else if (peak > 0) worst = Math.max(worst, 1 - v / peak);
  }
  const meanAssets = assets / (count + 1);
  out.TotalYield = finite(total);
  out.AnnualYield = finite(annual);
  out.AverageYield = finite(sum / count);
  out.MaxRetracement = finite(worst);
  out.Velocity = meanAssets > 0 ? finite(traded / meanAssets / 2) : null;
  if (count < MIN_RETURNS.dispersion) return out;
  dispersionAndBench(out, t, b, { rf, annual, riskFreeAnnual, N, sum });
  return out;
}

/** The metrics that need two returns or more (computeMetrics' moments and what follows). */
function dispersionAndBench(
  out: RankingMetrics,
  t: TraderWindow,
  b: BenchWindow,
  k: { rf: number; annual: number; riskFreeAnnual: number; N: number; sum: number },
): void {
  const { rp, from } = t;
  const { rb } = b;
  const n = rb.length;
  const meanP = k.sum / n;
  const meanB = b.meanB;
  let vp = 0;
  let cpb = 0;
  for (let i = 0; i < n; i++) {
    const dp = (rp[from + i] as number) - meanP;
    const db = (rb[i] as number) - meanB;
    vp += dp * dp;
    cpb += dp * db;
  }
  const d = n - 1;
  const varP = vp / d;
  const varB = b.vb / d;
  const covPB = cpb / d;
  const varActive = (vp + b.vb - 2 * cpb) / d;
  const { N, rf } = k;
  const sdP = Math.sqrt(varP);
  const sharpe = positive(sdP) ? (Math.sqrt(N) * (meanP - rf)) / sdP : null;
  out.YieldStandardDev = finite(sdP * Math.sqrt(N));
  out.SharpIndex = sharpe === null ? null : finite(sharpe);
  if (!b.benchOk || !positive(varB)) return;
  const beta = covPB / varB;
  const benchTotal = (b.closes[n] as number) / (b.closes[0] as number) - 1;
  const benchAnnual = Math.pow(1 + benchTotal, N / n) - 1;
  const Rf = k.riskFreeAnnual;
  const te = Math.sqrt(Math.max(0, varActive)) * Math.sqrt(N);
  const tm = n >= MIN_RETURNS.timing && b.tm ? tmFit(rp, from, b.tm, rf) : null;
  out.BetaValue = finite(beta);
  out.Alpha = finite(N * (meanP - rf - beta * (meanB - rf)));
  out.JensonIndex = finite(k.annual - Rf - beta * (benchAnnual - Rf));
  out.TreynorIndex = Math.abs(beta) > 1e-12 ? finite((k.annual - Rf) / beta) : null;
  out.TrackingError = finite(te);
  out.InformationRatio = positive(te) ? finite((N * (meanP - meanB)) / te) : null;
  out.StockAbility = tm ? finite(tm.alpha * N) : null;
  out.TimingAbility = tm ? finite(tm.gamma) : null;
}

/** Every metric empty, over `count` daily returns. */
export const emptyMetrics = (count: number): RankingMetrics => ({
  ...NO_METRICS,
  TradingDays: count,
});
