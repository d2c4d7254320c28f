import { TIMINGS_MS, formatBeijingTime, parseBeijingTime } from '@portal/shared-kit';
import { useEffect, useState } from 'react';

/** The server time advanced by a local 1-second tick since it was read (spec §9), Beijing time. */
export function clockText(serverTime: string, readAt: number, now: number): string {
  const base = parseBeijingTime(serverTime);
  if (!Number.isFinite(base)) return serverTime;
  return formatBeijingTime(base + Math.max(0, now - readAt));
}

/**
 * Header clock: the server's wall clock (北京时间) read every 60 s, ticking locally each second.
 * The market clock (市场时间, simulated in demo mode) is shown by the market sections.
 */
export function ServerClock({ time, readAt }: { time: string | null; readAt: number | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), TIMINGS_MS.ONE_SECOND);
    return () => clearInterval(t);
  }, []);
  if (!time || readAt === null) return null;
  return (
    <span className="cmp-server-clock" data-testid="wall-clock" title="服务器时间（北京时间）">
      北京时间 {clockText(time, readAt, now)}
    </span>
  );
}
