import { forexRules } from '../forex';
import { hkRules } from '../hk';

/** Spec §3 currency codes of an account. */
const CNY = 1;
const HKD = 2;
const USD = 3;

/** CNY per unit of an account currency; 0 for a currency the contest cannot convert. */
export type CnyRate = (currency: number) => number;

/**
 * The fixed rates a contest converts its foreign-currency accounts to CNY at, from its trading
 * settings through the existing rule tables: HKD at the connect's bid reference rate (as HK
 * holdings of CNY accounts are valued, `hkRules`), USD at the forex table's rate (`forexRules`,
 * the contest's own `forex.cnyRates` first). Fixed rates keep the combined unit NAV exact: the
 * units a foreign account adds are its units at the same rate as its assets.
 */
export function cnyRateOf(raw: Readonly<Record<string, unknown>>): CnyRate {
  const hkd = hkRules({ raw }).referenceRate.sell;
  const usd = forexRules({ raw }).cnyRates.USD ?? 0;
  return (currency) => {
    if (currency === CNY) return 1;
    if (currency === HKD) return hkd;
    if (currency === USD) return usd;
    return 0;
  };
}
