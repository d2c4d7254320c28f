import { TIMINGS_MS } from '@portal/shared-kit';
import { useEffect, useState } from 'react';

/** The server time advanced by a local 1-second tick since it was read (spec §9). */
export function clockText(serverTime: string, readAt: number, now: number): string {
  const base = Date.parse(serverTime.replace(' ', 'T') + '+08:00');
  if (!Number.isFinite(base)) return serverTime;
  const t = new Date(base + Math.max(0, now - readAt) + 8 * 3600_000);
  return t.toISOString().slice(0, 19).replace('T', ' ');
}

/** Header clock: the server time read every 60 s, ticking locally each second. */
export function ServerClock({ time, readAt }: { time: string | null; readAt: number | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), TIMINGS_MS.ONE_SECOND);
    return () => clearInterval(t);
  }, []);
  if (!time || readAt === null) return null;
  return <span className="cmp-server-clock">{clockText(time, readAt, now)}</span>;
}
