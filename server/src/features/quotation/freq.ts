import { refuse } from '../../http/app-error';

/** A bar period: n minutes, or calendar days, weeks, months. */
export type Freq = { kind: 'minute'; n: number } | { kind: 'day' | 'week' | 'month' };

const MINUTES = [1, 5, 15, 30, 60];

/**
 * Reads the `freq` parameter: 1, 5, 15, 30, 60 (minutes, also "5m", "5min"), D/day/1d, W/week/1w,
 * M/month/1M. Anything else is refused with the list of accepted values.
 */
export function parseFreq(text: string | undefined): Freq {
  const t = (text ?? '1').trim();
  const minute = /^(\d+)\s*(m|min|minute)?$/i.exec(t);
  if (minute && MINUTES.includes(Number(minute[1])) && t !== '1M')
    return { kind: 'minute', n: Number(minute[1]) };
  if (/^(d|day|1d|daily)$/i.test(t)) return { kind: 'day' };
  if (/^(w|week|1w|weekly)$/i.test(t)) return { kind: 'week' };
  if (/^(M|month|1M|monthly|mon)$/.test(t) || /^month(ly)?$/i.test(t)) return { kind: 'month' };
  throw refuse(`不支持的K线周期：${t}（可选 1、5、15、30、60 分钟，D 日、W 周、M 月）`);
}
