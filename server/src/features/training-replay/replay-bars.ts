import {
  keyOf,
  SECURITY_TYPE,
  type Bar,
  type Security,
  type SimulatedMarket,
} from '../../domain/market';
import { badRequest } from '../../http/app-error';
import { MAX_BARS, MAX_MINUTE_DAYS, type ReplayFreq } from './replay-sessions';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Security types the skill tools replay and quiz on: stocks of every board. */
export const STOCK_TYPES = new Set<number>([
  SECURITY_TYPE.stock,
  SECURITY_TYPE.starStock,
  SECURITY_TYPE.chinextStock,
]);

/**
 * The stored bars a replay plays, before today: daily bars of [from, to], or the 1-minute bars of
 * its (at most MAX_MINUTE_DAYS) trading days, rebuilt from the same day paths as the daily bars.
 */
export function replayBars(
  market: SimulatedMarket,
  sec: Security,
  freq: ReplayFreq,
  from: string,
  to: string,
): Bar[] {
  if (!DATE.test(from) || !DATE.test(to) || from > to || (freq === 'day' && from === to))
    throw badRequest('请选择正确的回放区间');
  const today = market.tradingDate();
  let bars: Bar[];
  if (freq === 'day') bars = market.dailyBars(keyOf(sec), from, to).filter((b) => b.time < today);
  else {
    const days = market.tradingDates().filter((d) => d >= from && d <= to && d < today);
    if (days.length > MAX_MINUTE_DAYS) throw badRequest(`分钟回放最多${MAX_MINUTE_DAYS}个交易日`);
    bars = days.flatMap((d) => market.minuteBars(keyOf(sec), d));
  }
  if (bars.length < 2) throw badRequest('所选区间没有足够的历史行情');
  if (bars.length > MAX_BARS) throw badRequest(`回放区间最多${MAX_BARS}个交易日`);
  return bars;
}
