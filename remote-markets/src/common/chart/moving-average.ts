/**
 * Simple moving average of `values` over `period` points, as [x, value] pairs starting at the
 * first full window (a K-line's MA5/MA10/MA20).
 */
export function movingAverage(
  points: ReadonlyArray<readonly [number, number]>,
  period: number,
): [number, number][] {
  const out: [number, number][] = [];
  let sum = 0;
  points.forEach(([x, v], i) => {
    sum += v;
    if (i >= period) sum -= points[i - period]?.[1] ?? 0;
    if (i >= period - 1) out.push([x, Math.round((sum / period) * 1e4) / 1e4]);
  });
  return out;
}
