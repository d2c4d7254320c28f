import { hkStepAtMinute, isHkTradingDay } from '../../domain/hk';
import {
  nextStepTarget,
  STEPS_PER_DAY,
  stepAtSecond,
  type ClockTarget,
  type MarketTime,
} from '../../domain/market';
import type { MarketService } from '../quotation';
import type { TradingService } from './trading-service';

/** Whose clock a named time is read on: the A-share continuous-trading clock or the HK one. */
export type ClockMarket = 'CN' | 'HK';

/** HK minutes of day a jump may name: the two continuous sessions and the closing auction. */
const HK_TIMES = [
  [570, 720],
  [780, 970],
] as const;
const HK_CLOSE_MINUTE = 960;

/**
 * The clock target a test names: `open` (the next open), `close` (the end of continuous trading:
 * 15:00, HK 16:00), `nextDay` (the next trading day's open, after its rollover) or a clock time
 * `HH:MM:SS` (its next occurrence) on the market's clock. HK targets skip HKEX holidays.
 * Undefined for a time outside the market's trading hours.
 */
export function namedTarget(to: string, market: ClockMarket = 'CN'): ClockTarget | undefined {
  const hk = market === 'HK';
  const day = hk ? { dayOk: isHkTradingDay } : {};
  if (to === 'open') return { step: 0, ...day };
  if (to === 'nextDay') return { step: 0, nextDay: true, ...day };
  if (to === 'close') return { step: hk ? hkStepAtMinute(HK_CLOSE_MINUTE) : STEPS_PER_DAY, ...day };
  const m = /^(\d\d):([0-5]\d):([0-5]\d)$/.exec(to);
  if (!m) return undefined;
  const second = Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
  if (!hk) {
    const step = stepAtSecond(second);
    return step === undefined ? undefined : { step };
  }
  const minute = second / 60;
  if (!HK_TIMES.some(([from, to]) => minute >= from && minute <= to)) return undefined;
  return { step: hkStepAtMinute(minute), ...day };
}

/** What moving the market works on: the market service and the exchange that follows it. */
export interface MarketControl {
  market: MarketService;
  trading: TradingService;
}

/**
 * Moves the market clock forward to `target` at once: the time source of a demo clock (a manual
 * clock by hand), then one market advance emits the rollovers passed, in order, and the new step's
 * ticks; answers once the exchange has settled and matched them.
 */
export async function jumpClock(c: MarketControl, target: ClockTarget): Promise<MarketTime> {
  const { clock, market } = c.market;
  if (clock.mode === 'manual') clock.moveTo(target);
  else await c.market.shiftTime(clock.msUntil(target));
  market.advance();
  await c.trading.idle();
  return clock.read();
}

/**
 * Steps the market `steps` times at once, each a market advance the exchange matches working
 * orders on before the next (the day's last step is followed by the next day's open).
 */
export async function stepMarket(c: MarketControl, steps: number): Promise<MarketTime> {
  const { clock } = c.market;
  for (let i = 0; i < steps; i += 1)
    await jumpClock(c, nextStepTarget(clock.read(), clock.lastStep));
  return clock.read();
}
