import { roundToTick } from '../market';
import type { Bar } from '../market/types';
import type { TradableSecurity } from '../exchange';
import { multiplierOf, termsOf } from './rules';

/**
 * Minutes of trading the settlement price (结算价) averages: CFFEX the last hour, the commodity
 * exchanges (SHFE, INE, DCE, CZCE, GFEX) the whole day (docs/market-rules.md, "Futures:
 * settlement price"; verify).
 */
export function settlementMinutes(sec: TradableSecurity): number | 'day' {
  return sec.market === 'CFFEX' ? 60 : 'day';
}

/**
 * The settlement price of a future from the day's minute bars (oldest first, up to the end of the
 * day or now): the volume-weighted average price of its window, on the tick. Undefined when the
 * window traded nothing (the caller falls back to the last price) or the security is no future.
 * Bar amounts are turnover (price × lots × multiplier).
 */
export function settlementPrice(sec: TradableSecurity, bars: readonly Bar[]): number | undefined {
  if (!termsOf(sec)) return undefined;
  const minutes = settlementMinutes(sec);
  const window = minutes === 'day' ? bars : bars.slice(-minutes);
  let volume = 0;
  let amount = 0;
  for (const b of window) {
    volume += b.volume;
    amount += b.amount;
  }
  if (!(volume > 0) || !(amount > 0)) return undefined;
  return roundToTick(amount / volume / multiplierOf(sec), sec.tick);
}
