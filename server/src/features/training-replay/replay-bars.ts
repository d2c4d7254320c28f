import { randomBytes } from 'node:crypto';
import { SECURITY_TYPE, type Bar, type Security, type SimulatedMarket } from '../../domain/market';
import {
  dayLabel,
  disguiseToLevel,
  minuteLabelOf,
  ParallelHistory,
  rebaseBar,
} from '../../domain/training/disguise';
import { badRequest } from '../../http/app-error';

/** Security types the skill tools replay and quiz on: stocks of every board. */
export const STOCK_TYPES = new Set<number>([
  SECURITY_TYPE.stock,
  SECURITY_TYPE.starStock,
  SECURITY_TYPE.chinextStock,
]);

/** Longest replay, bars; a daily replay's default and shortest length. */
export const MAX_BARS = 500;
export const DEFAULT_DAY_BARS = 120;
export const MIN_DAY_BARS = 20;
/** The price level (yuan) a replay's first bar is rebased to lies in this range. */
export const REPLAY_LEVEL = [5, 60] as const;
/** Trading days a minute replay may cover (240 bars each). */
export const MAX_MINUTE_DAYS = 2;

/** What the student is told when the replay ends: the security and dates the bars came from. */
export interface ReplaySource {
  code: string;
  market: string;
  name: string;
  from: string;
  to: string;
}

/** A replay's bars as the student sees them (rebased, relative labels) and their source. */
export interface ReplayDraw {
  sec: Security;
  bars: Bar[];
  source: ReplaySource;
}

const seedOf = () => randomBytes(4).readUInt32BE(0) & 0x7fffffff;
const pickOf = (n: number) => randomBytes(4).readUInt32BE(0) % n;

/**
 * A fresh replay: a stock and a window of past trading days drawn at random, its bars from the
 * market model under a seed of this session alone (no range the public K-line API serves, and no
 * two sessions alike), rebased by random price and volume factors and labelled 第1日 … (minute
 * bars: 第1日 09:31 …), so neither the code, the dates nor the price level can be read from them.
 */
export function drawReplay(
  market: SimulatedMarket,
  stocks: Security[],
  freq: 'day' | 'minute',
  length: number,
): ReplayDraw {
  const today = market.tradingDate();
  const dates = market.tradingDates().filter((d) => d < today);
  const days = length;
  if (
    stocks.length === 0 ||
    (freq === 'day' && (length < MIN_DAY_BARS || length > MAX_BARS)) ||
    (freq === 'minute' && (length < 1 || length > MAX_MINUTE_DAYS))
  )
    throw badRequest(
      freq === 'day'
        ? `回放长度为${MIN_DAY_BARS}到${MAX_BARS}个交易日`
        : `分钟回放最多${MAX_MINUTE_DAYS}个交易日`,
    );
  if (dates.length < days + 1) throw badRequest('没有足够的历史行情');
  const sec = stocks[pickOf(stocks.length)] as Security;
  const start = 1 + pickOf(dates.length - days);
  const window = dates.slice(start, start + days);
  const from = window[0] as string;
  const to = window[window.length - 1] as string;
  const seed = seedOf();
  const history = new ParallelHistory(seed, market.clock.calendar, [sec], to);
  const raw =
    freq === 'day'
      ? history.dailyBars(sec, from, to).map((b, i) => ({ ...b, time: dayLabel(i) }))
      : window.flatMap((date, i) =>
          history
            .minuteBars(sec, date)
            .map((b) => ({ ...b, time: minuteLabelOf(i, b.time.slice(11)) })),
        );
  // A level of 5–60 yuan: a lot of 100 costs at most 6% of the starting cash at first.
  const d = disguiseToLevel(raw[0]?.close ?? 1, REPLAY_LEVEL[0], REPLAY_LEVEL[1], seed, 'replay');
  const bars = raw.map((b) => rebaseBar(b, d));
  return { sec, bars, source: { code: sec.code, market: sec.market, name: sec.name, from, to } };
}
