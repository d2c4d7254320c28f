/** Chart points [epoch ms, price], ascending in time. */
export type Point = [number, number];

/** Points the price chart keeps: a trading day of minutes plus the pushes since. */
export const MAX_POINTS = 600;

/**
 * Adds a pushed price: points at or after its time give way (a repeated snapshot, or the
 * still-forming minute of the day's line, which ends after the push), the push is appended.
 */
export function addPoint(points: readonly Point[], point: Point): Point[] {
  const kept = points.filter((p) => p[0] < point[0]);
  return [...kept, point].slice(-MAX_POINTS);
}

/** Puts the day's minute line under the pushes already received (those after its last minute). */
export function withHistory(points: readonly Point[], history: readonly Point[]): Point[] {
  const end = history.at(-1)?.[0] ?? -Infinity;
  return [...history, ...points.filter((p) => p[0] > end)].slice(-MAX_POINTS);
}
