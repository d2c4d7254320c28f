import { SESSION_MINUTES, STEPS_PER_MINUTE } from './calendar';
import type { DayPath } from './day-path';
import { priceInMinute } from './snapshot';
import type { Bar, Security } from './types';

/** Shanghai time at the end of session minute m (09:31 … 11:30, 13:01 … 15:00). */
export function minuteLabel(m: number): string {
  const total = m < 120 ? 9 * 60 + 31 + m : 13 * 60 + 1 + (m - 120);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** 1-minute bars of a day path up to a step; the minute in progress is a partial bar. */
export function minuteBarsOf(sec: Security, path: DayPath, upToStep: number): Bar[] {
  const out: Bar[] = [];
  const full = Math.min(SESSION_MINUTES, Math.floor(upToStep / STEPS_PER_MINUTE));
  for (let m = 0; m < full; m += 1) {
    out.push({
      time: `${path.date} ${minuteLabel(m)}`,
      open: path.p[m] as number,
      high: path.hi[m] as number,
      low: path.lo[m] as number,
      close: path.p[m + 1] as number,
      volume: path.vol[m] as number,
      amount: path.amt[m] as number,
    });
  }
  const j = upToStep - full * STEPS_PER_MINUTE;
  if (full < SESSION_MINUTES && j > 0) {
    let high = path.p[full] as number;
    let low = high;
    let close = high;
    for (let s = 1; s <= j; s += 1) {
      close = priceInMinute(sec, path, full, s);
      high = Math.max(high, close);
      low = Math.min(low, close);
    }
    const lot = sec.board === 'star' || sec.board === 'bse' ? 100 : sec.lot;
    const volume = Math.floor(((path.vol[full] as number) * j) / STEPS_PER_MINUTE / lot) * lot;
    const amount = Math.round(
      ((path.amt[full] as number) * volume) / Math.max(1, path.vol[full] as number),
    );
    out.push({
      time: `${path.date} ${minuteLabel(full)}`,
      open: path.p[full] as number,
      high,
      low,
      close,
      volume,
      amount,
    });
  }
  return out;
}

/** Merges consecutive bars n at a time (5/15/30/60-minute bars from 1-minute bars). */
export function aggregate(bars: Bar[], n: number): Bar[] {
  const out: Bar[] = [];
  for (let i = 0; i < bars.length; i += n) out.push(merge(bars.slice(i, i + n)));
  return out;
}

/** Merges daily bars into calendar periods: weeks (ISO, Monday first) or months. */
export function aggregateByPeriod(bars: Bar[], period: 'week' | 'month'): Bar[] {
  const keyOf = (date: string) => {
    if (period === 'month') return date.slice(0, 7);
    const d = new Date(`${date}T00:00:00Z`);
    const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000);
    return monday.toISOString().slice(0, 10);
  };
  const groups = new Map<string, Bar[]>();
  for (const b of bars) {
    const k = keyOf(b.time.slice(0, 10));
    const g = groups.get(k) ?? [];
    g.push(b);
    groups.set(k, g);
  }
  return [...groups.values()].map(merge);
}

function merge(group: Bar[]): Bar {
  const first = group[0] as Bar;
  const last = group[group.length - 1] as Bar;
  return {
    time: last.time,
    open: first.open,
    high: Math.max(...group.map((b) => b.high)),
    low: Math.min(...group.map((b) => b.low)),
    close: last.close,
    volume: group.reduce((s, b) => s + b.volume, 0),
    amount: group.reduce((s, b) => s + b.amount, 0),
  };
}
