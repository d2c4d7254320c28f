import { roundFen, type ClassSettings } from '../exchange';
import { lazyLiveRates } from './live-rates';

/**
 * Forex spot (外汇实盘), the rule table (docs/market-rules.md, "Forex"). A pair `BASEQUOTE`
 * (EURUSD, USDCNH …) is bought at the ask and sold at the bid; a holding of a pair is a balance of
 * its base currency. The quote-currency leg settles in the contest currency (CNY) at the quote
 * currency's CNY rate; CNH is CNY. Every figure is a teaching default (verify).
 */
export interface ForexRules {
  /** CNY per one unit of each currency, for the quote leg of pairs not quoted in CNH. */
  cnyRates: Readonly<Record<string, number>>;
  /** Commission as a fraction of the CNY amount, per fill (growth of the order's total). */
  commissionRate: number;
}

/** Defaults at the seeded pairs' base prices (USDCNH 7.20); a contest overrides in `settings.raw.forex`. */
export const FOREX_RULES: ForexRules = {
  cnyRates: {
    CNY: 1,
    CNH: 1,
    USD: 7.2,
    EUR: 7.812,
    GBP: 9.144,
    JPY: 0.04794,
    AUD: 4.716,
    CHF: 8.1818,
    CAD: 5.2941,
    NZD: 4.32,
    HKD: 0.9219,
  },
  commissionRate: 0.0001,
};

/** The pair that holds a currency against CNY: a USD balance is a USDCNH holding, HKD HKDCNH. */
export const CNY_PAIR_OF: Readonly<Record<string, string>> = { USD: 'USDCNH', HKD: 'HKDCNH' };

/** Base and quote currency of a pair code (`EURUSD` → EUR, USD). */
export function pairCurrencies(code: string): { base: string; quote: string } {
  return { base: code.slice(0, 3).toUpperCase(), quote: code.slice(3, 6).toUpperCase() };
}

const positiveRate = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 && v < 1000;

/**
 * The contest's forex rules: CNY rates at the live quotes where `settings.priceOf` gives them
 * (`live-rates.ts`), else the table; a contest's own `settings.raw.forex.cnyRates` (per currency)
 * win over both; `settings.raw.forex.commissionRate`. Values out of range fall back.
 */
export function forexRules(settings: Pick<ClassSettings, 'raw' | 'priceOf'>): ForexRules {
  const fx = (settings.raw.forex ?? {}) as Record<string, unknown>;
  const given = (fx.cnyRates ?? {}) as Record<string, unknown>;
  const cnyRates = lazyLiveRates(FOREX_RULES.cnyRates, settings.priceOf);
  for (const [ccy, v] of Object.entries(given))
    if (/^[A-Z]{3}$/.test(ccy) && ccy !== 'CNY' && ccy !== 'CNH' && positiveRate(v))
      cnyRates[ccy] = v;
  const c = fx.commissionRate;
  const commissionRate =
    typeof c === 'number' && Number.isFinite(c) && c >= 0 && c < 0.01
      ? c
      : FOREX_RULES.commissionRate;
  return { cnyRates, commissionRate };
}

/** CNY per unit of a pair's quote currency (0 when the table has none: not tradable). */
export function quoteCnyRate(rules: ForexRules, code: string): number {
  return rules.cnyRates[pairCurrencies(code).quote] ?? 0;
}

/**
 * CNY li of `qty` units of a pair at `price` (quote currency per base unit), in whole fen:
 * price × qty is the quote-currency amount, times its CNY rate.
 */
export function forexCnyLi(rules: ForexRules, code: string, price: number, qty: number): number {
  return roundFen(price * qty * quoteCnyRate(rules, code) * 1000);
}

/** Commission (li, whole fen) of an order that has traded `cnyLi` in all. */
export function forexCommission(rules: ForexRules, cnyLi: number): number {
  return cnyLi > 0 ? roundFen(cnyLi * rules.commissionRate) : 0;
}

/**
 * Display decimals (spec §5): 3 if the step is 1000, 2 if 100, otherwise 5. The step is the
 * number of ticks in one unit of the quote currency (1 / tick): JPY pairs 0.001 → 1000 → 3.
 */
export function forexDecimals(step: number): number {
  if (step === 1000) return 3;
  if (step === 100) return 2;
  return 5;
}

/** Price decimals of a pair from its tick (spec §5 through `forexDecimals`). */
export function pairDecimals(sec: { tick: number }): number {
  return forexDecimals(Math.round(1 / sec.tick));
}

/** The pip of a pair: 0.01 for JPY-quoted pairs, else 0.0001. */
export function pipOf(code: string): number {
  return pairCurrencies(code).quote === 'JPY' ? 0.01 : 0.0001;
}
