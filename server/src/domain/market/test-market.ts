import { TradingCalendar } from './calendar';
import { MarketClock } from './clock';
import { SimulatedMarket } from './market';
import { buildUniverse } from './universe';
import type { Security } from './types';

/** Codes a small test market keeps: every board and asset class, derivatives with underlyings. */
const SAMPLE = new Set([
  '600519',
  '000858',
  '688981',
  '300750',
  '000656',
  '920002',
  '510050',
  '518880',
  '000300',
  '000001',
  '113052',
  '00700',
  'EURUSD',
  'USDJPY',
  'IF2612',
  'cu2701',
  '10008001',
  '10008002',
]);

/** A deterministic market on a manual clock over a sample of the universe (fast in tests). */
export function testMarket(
  seed = 7,
  extra: Security[] = [],
  filter = (s: Security) => SAMPLE.has(s.code),
) {
  const calendar = new TradingCalendar();
  const clock = new MarketClock({ mode: 'manual', startDate: '2026-11-20', calendar });
  const universe = buildUniverse('2026-11-20', calendar).filter(filter);
  const market = new SimulatedMarket({ seed, clock, securities: [...universe, ...extra] });
  return { market, clock, calendar, universe };
}
