import type { TradingCalendar } from '../calendar';
import { keyOf, type Security } from '../types';
import { futuresContracts, optionChains } from './derivatives';
import { domesticSecurities } from './equities';
import { forexSecurities, hkSecurities } from './foreign';
import { listedFutures } from './futures-listing';

/**
 * The curated security master as of a date (futures main months and option expiries depend on
 * it). Codes are unique per market; the first row wins when the data lists a code twice.
 */
export function buildUniverse(asOf: string, cal: TradingCalendar): Security[] {
  const base = [...domesticSecurities(), ...hkSecurities(), ...forexSecurities()];
  const futures = futuresContracts(asOf);
  const byCode = new Map<string, Security>();
  for (const s of [...base, ...listedFutures(asOf, cal), ...futures.values()]) {
    if (!byCode.has(keyOf(s))) byCode.set(keyOf(s), s);
  }
  // Option chains look their underlying up by ETF/index code or by futures product.
  const underlyings = new Map<string, Security>();
  for (const s of byCode.values())
    if (s.board !== 'index' || !underlyings.has(s.code)) underlyings.set(s.code, s);
  for (const s of byCode.values())
    if (s.board === 'index' && ['000300', '000852', '000016'].includes(s.code))
      underlyings.set(s.code, s);
  for (const [product, s] of futures) underlyings.set(product, s);
  const all = [...byCode.values(), ...optionChains(asOf, cal, underlyings)];
  const seen = new Set<string>();
  return all.filter((s) => {
    const key = `${s.market}:${s.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
