import { computeMetrics, dailyRiskFree, type MetricInput, type RankingMetrics } from './metrics';

/** mulberry32: a fixed, seeded sequence so the fixtures never change. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Independent reference: textbook loops, regression by modified Gram–Schmidt QR. */
function reference(input: MetricInput, N = 252): Record<string, number | null> {
  const nav = Array.from(input.nav);
  const bench = Array.from(input.bench);
  const n = nav.length - 1;
  const rp: number[] = [];
  const rb: number[] = [];
  for (let t = 1; t <= n; t++) {
    rp.push(nav[t]! / nav[t - 1]! - 1);
    rb.push(bench[t]! / bench[t - 1]! - 1);
  }
  const mean = (xs: number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
  const cov = (xs: number[], ys: number[]): number => {
    const mx = mean(xs);
    const my = mean(ys);
    let s = 0;
    for (let i = 0; i < xs.length; i++) s += (xs[i]! - mx) * (ys[i]! - my);
    return s / (xs.length - 1);
  };
  const rfD = Math.pow(1 + input.riskFreeAnnual, 1 / N) - 1;
  const Rf = input.riskFreeAnnual;
  let growth = 1;
  for (const r of rp) growth *= 1 + r;
  const total = growth - 1;
  const annual = Math.pow(growth, N / n) - 1;
  let bGrowth = 1;
  for (const r of rb) bGrowth *= 1 + r;
  const bAnnual = Math.pow(bGrowth, N / n) - 1;
  const exP = rp.map((r) => r - rfD);
  const active = rp.map((r, i) => r - rb[i]!);
  const beta = cov(rp, rb) / cov(rb, rb);
  const te = Math.sqrt(cov(active, active)) * Math.sqrt(N);
  let peak = nav[0]!;
  let mdd = 0;
  for (const v of nav) {
    peak = Math.max(peak, v);
    mdd = Math.max(mdd, (peak - v) / peak);
  }
  let traded = 0;
  for (let t = 1; t <= n; t++) traded += input.tradedValue[t]!;
  const meanAssets = mean(Array.from(input.totalAssets));
  // Treynor–Mazuy by QR: columns 1, x, x² with x = r_b − r_f.
  const x = rb.map((r) => r - rfD);
  const cols = [x.map(() => 1), x, x.map((v) => v * v)];
  const q: number[][] = [];
  const R = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  for (let j = 0; j < 3; j++) {
    let v = [...cols[j]!];
    for (let k = 0; k < j; k++) {
      const d = v.reduce((s, vi, i) => s + vi * q[k]![i]!, 0);
      R[k]![j] = d;
      v = v.map((vi, i) => vi - d * q[k]![i]!);
    }
    const norm = Math.sqrt(v.reduce((s, vi) => s + vi * vi, 0));
    R[j]![j] = norm;
    q.push(v.map((vi) => vi / norm));
  }
  const qty = q.map((qk) => qk.reduce((s, qi, i) => s + qi * exP[i]!, 0));
  const coef = [0, 0, 0];
  for (let j = 2; j >= 0; j--) {
    let s = qty[j]!;
    for (let k = j + 1; k < 3; k++) s -= R[j]![k]! * coef[k]!;
    coef[j] = s / R[j]![j]!;
  }
  return {
    TotalYield: total,
    AnnualYield: annual,
    AverageYield: mean(rp),
    YieldStandardDev: Math.sqrt(cov(rp, rp)) * Math.sqrt(N),
    SharpIndex: (Math.sqrt(N) * mean(exP)) / Math.sqrt(cov(exP, exP)),
    BetaValue: beta,
    Alpha: N * (mean(exP) - beta * mean(rb.map((r) => r - rfD))),
    JensonIndex: annual - Rf - beta * (bAnnual - Rf),
    TreynorIndex: (annual - Rf) / beta,
    TrackingError: te,
    InformationRatio: (N * mean(active)) / te,
    MaxRetracement: mdd,
    Velocity: traded / meanAssets / 2,
    StockAbility: coef[0]! * N,
    TimingAbility: coef[2]!,
  };
}

function fixture(seed: number, days: number): MetricInput {
  const rnd = prng(seed);
  const nav = [1];
  const bench = [3800];
  const totalAssets = [1_000_000];
  const tradedValue = [0];
  for (let t = 1; t <= days; t++) {
    const rb = (rnd() - 0.5) * 0.04;
    const rp = 0.0003 + 1.1 * rb + 3 * rb * rb + (rnd() - 0.5) * 0.01;
    nav.push(nav[t - 1]! * (1 + rp));
    bench.push(bench[t - 1]! * (1 + rb));
    totalAssets.push(1_000_000 * nav[t]!);
    tradedValue.push(rnd() < 0.3 ? 0 : rnd() * 200_000);
  }
  return { nav, bench, totalAssets, tradedValue, riskFreeAnnual: 0.015 };
}

const close = (actual: number | null, expected: number | null): void => {
  expect(actual).not.toBeNull();
  expect(Math.abs(actual! - expected!)).toBeLessThanOrEqual(
    1e-9 * Math.max(1, Math.abs(expected!)),
  );
};

describe('ranking metrics', () => {
  it('match the hand-checked three-day fixture', () => {
    // Daily returns +10%, −10%, +10%; the benchmark moves exactly half as much.
    const m = computeMetrics({
      nav: [1, 1.1, 0.99, 1.089],
      bench: [100, 105, 99.75, 104.7375],
      totalAssets: [1000, 1100, 990, 1089],
      tradedValue: [999, 100, 0, 50],
      riskFreeAnnual: 0,
    });
    close(m.TotalYield, 0.089);
    close(m.AverageYield, 0.1 / 3);
    close(m.YieldStandardDev, (0.2 / Math.sqrt(3)) * Math.sqrt(252));
    close(m.SharpIndex, Math.sqrt(21));
    close(m.BetaValue, 2);
    close(m.Alpha, 0);
    close(m.TrackingError, (0.1 / Math.sqrt(3)) * Math.sqrt(252));
    close(m.InformationRatio, Math.sqrt(21));
    close(m.MaxRetracement, 0.1);
    close(m.Velocity, 150 / 1044.75 / 2);
    close(m.AnnualYield, Math.pow(1.089, 84) - 1);
    close(m.TreynorIndex, (Math.pow(1.089, 84) - 1) / 2);
    // Three returns are too few for the three-parameter timing regression.
    expect(m.StockAbility).toBeNull();
    expect(m.TimingAbility).toBeNull();
    expect(m.TradingDays).toBe(3);
  });

  it.each([
    [1, 20],
    [7, 60],
    [42, 250],
  ])('agree with an independent computation to 1e-9 (seed %i, %i days)', (seed, days) => {
    const input = fixture(seed, days);
    const mine = computeMetrics(input);
    const ref = reference(input);
    for (const [field, expected] of Object.entries(ref)) {
      close(mine[field as keyof RankingMetrics] as number | null, expected);
    }
  });

  it('recovers the timing coefficient of a noiseless Treynor–Mazuy portfolio', () => {
    const rf = dailyRiskFree(0.015);
    const bench = [100];
    const nav = [1];
    const xs = [0.01, -0.02, 0.015, 0.005, -0.01, 0.02, -0.005];
    for (const x of xs) {
      bench.push(bench.at(-1)! * (1 + x + rf));
      nav.push(nav.at(-1)! * (1 + rf + 0.001 + 0.8 * x + 5 * x * x));
    }
    const ones = nav.map(() => 1);
    const m = computeMetrics({
      nav,
      bench,
      totalAssets: ones,
      tradedValue: ones,
      riskFreeAnnual: 0.015,
    });
    close(m.TimingAbility, 5);
    close(m.StockAbility, 0.001 * 252);
  });

  it('leaves every metric empty, never NaN or Infinity, without enough days', () => {
    const none = computeMetrics({
      nav: [1],
      bench: [1],
      totalAssets: [1],
      tradedValue: [0],
      riskFreeAnnual: 0.02,
    });
    const one = computeMetrics({
      nav: [1, 1.01],
      bench: [1, 1.02],
      totalAssets: [5, 5],
      tradedValue: [0, 0],
      riskFreeAnnual: 0.02,
    });
    for (const m of [none, one]) {
      for (const [field, v] of Object.entries(m)) {
        if (field !== 'TradingDays' && v !== null) expect(Number.isFinite(v)).toBe(true);
      }
    }
    expect(none.TotalYield).toBeNull();
    expect(one.TotalYield).toBeCloseTo(0.01, 12);
    expect(one.YieldStandardDev).toBeNull();
    expect(one.SharpIndex).toBeNull();
    expect(one.BetaValue).toBeNull();
  });

  it('leaves ratios empty when their denominator is zero', () => {
    const flat = computeMetrics({
      nav: [1, 1, 1, 1, 1],
      bench: [10, 10, 10, 10, 10],
      totalAssets: [0, 0, 0, 0, 0],
      tradedValue: [0, 0, 0, 0, 0],
      riskFreeAnnual: 0.015,
    });
    expect(flat.SharpIndex).toBeNull();
    expect(flat.BetaValue).toBeNull();
    expect(flat.TreynorIndex).toBeNull();
    expect(flat.Velocity).toBeNull();
    expect(flat.MaxRetracement).toBe(0);
    expect(flat.YieldStandardDev).toBe(0);
  });

  it('leaves benchmark metrics empty when a benchmark close is missing', () => {
    const m = computeMetrics({
      nav: [1, 1.01, 1.02, 1.0],
      bench: [10, NaN, 10.2, 10.1],
      totalAssets: [1, 1, 1, 1],
      tradedValue: [0, 0, 0, 0],
      riskFreeAnnual: 0,
    });
    expect(m.BetaValue).toBeNull();
    expect(m.InformationRatio).toBeNull();
    expect(m.SharpIndex).not.toBeNull();
  });
});
