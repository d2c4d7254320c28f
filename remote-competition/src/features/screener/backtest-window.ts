/** ISO date `years` before today (Asia/Shanghai); the server snaps it to a trading day. */
export function startDateBefore(years: number, now = Date.now()): string {
  const d = new Date(now + 8 * 3_600_000);
  d.setUTCMonth(d.getUTCMonth() - Math.round(years * 12));
  return d.toISOString().slice(0, 10);
}
