/** Treynor–Mazuy fit of excess returns: R_p − R_f = α + β(R_b − R_f) + γ(R_b − R_f)² + ε. */
export interface TreynorMazuyFit {
  alpha: number;
  beta: number;
  gamma: number;
}

/**
 * Least squares on standardised benchmark excess returns z = (x − m)/s, which keeps the 3×3
 * normal equations well conditioned for returns of order 1e-2, then maps back to x.
 * @returns null when the design is singular (fewer than 3 distinct benchmark returns).
 */
export function treynorMazuy(
  rp: Float64Array,
  rb: Float64Array,
  rf: number,
): TreynorMazuyFit | null {
  const n = rp.length;
  let mx = 0;
  for (let i = 0; i < n; i++) mx += (rb[i] as number) - rf;
  mx /= n;
  let sxx = 0;
  for (let i = 0; i < n; i++) sxx += ((rb[i] as number) - rf - mx) ** 2;
  const s = Math.sqrt(sxx / n);
  if (!(s > 0)) return null;
  // Sums for the normal equations of y on [1, z, z²].
  let z1 = 0;
  let z2 = 0;
  let z3 = 0;
  let z4 = 0;
  let y0 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < n; i++) {
    const z = ((rb[i] as number) - rf - mx) / s;
    const zz = z * z;
    const y = (rp[i] as number) - rf;
    z1 += z;
    z2 += zz;
    z3 += zz * z;
    z4 += zz * zz;
    y0 += y;
    y1 += y * z;
    y2 += y * zz;
  }
  const sol = solve3([n, z1, z2, z1, z2, z3, z2, z3, z4], [y0, y1, y2]);
  if (!sol) return null;
  const [a, b, c] = sol;
  return {
    gamma: c / (s * s),
    beta: b / s - (2 * c * mx) / (s * s),
    alpha: a - (b * mx) / s + (c * mx * mx) / (s * s),
  };
}

type M3 = readonly [number, number, number, number, number, number, number, number, number];

const det3 = (a: M3): number =>
  a[0] * (a[4] * a[8] - a[5] * a[7]) -
  a[1] * (a[3] * a[8] - a[5] * a[6]) +
  a[2] * (a[3] * a[7] - a[4] * a[6]);

/** Solves a symmetric 3×3 system (row-major) by Cramer's rule; null when (nearly) singular. */
function solve3(m: M3, v: readonly [number, number, number]): [number, number, number] | null {
  const d = det3(m);
  if (!(Math.abs(d) > 1e-12 * Math.abs(m[0] * m[4] * m[8]))) return null;
  const withColumn = (k: number): M3 =>
    m.map((x, idx) => (idx % 3 === k ? v[Math.floor(idx / 3)] : x)) as unknown as M3;
  return [det3(withColumn(0)) / d, det3(withColumn(1)) / d, det3(withColumn(2)) / d];
}
