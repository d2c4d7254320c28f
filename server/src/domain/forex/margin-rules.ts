import type { ClassSettings } from '../exchange';

/**
 * The teaching margin mode (外汇虚盘) of a forex contest, from `settings.raw.forex`: `mode`
 * 'margin' turns it on; `leverage` (1–500), `marginCallLevel` and `stopOutLevel` (margin level
 * in %, equity ÷ used margin) each fall back to the table when absent or out of range. Every
 * figure is a teaching default (docs/market-rules.md, "Forex", verify).
 */
export interface ForexMarginSettings {
  enabled: boolean;
  leverage: number;
  /** Below this margin level (%) the account is warned (追加保证金提示). */
  marginCallLevel: number;
  /** Below this margin level (%) at the rollover positions are closed (强制平仓). */
  stopOutLevel: number;
}

export const FOREX_MARGIN_DEFAULTS: Omit<ForexMarginSettings, 'enabled'> = {
  leverage: 100,
  marginCallLevel: 100,
  stopOutLevel: 50,
};

/** Days a year of swap is accrued over (verify). */
export const SWAP_DAYS = 360;

const DAY_MS = 86_400_000;

/**
 * Days of swap a rollover books (FX convention, spot value dates T+2): a Wednesday's rollover
 * carries the weekend and books 3 days, Saturday and Sunday none, every other day 1. The
 * simulator rolls from one trading date to the next, so each calendar day in between is counted
 * with its weight (a Friday → Monday rollover books 1; Wednesday → Friday over a holiday 4).
 */
export function swapDays(previous: string, next: string): number {
  const from = Date.parse(`${previous}T00:00:00Z`);
  const to = Date.parse(`${next}T00:00:00Z`);
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from) return 1;
  let days = 0;
  for (let t = from; t < to; t += DAY_MS) {
    const wd = new Date(t).getUTCDay();
    days += wd === 3 ? 3 : wd === 0 || wd === 6 ? 0 : 1;
  }
  return days;
}

/** Broker's markup on both sides of the swap, annual % (verify). */
export const SWAP_MARKUP = 0.25;

/** Annual policy-rate proxies by currency (%), the swap table's source (verify). */
export const CURRENCY_RATES: Readonly<Record<string, number>> = {
  USD: 4.5,
  EUR: 2.5,
  GBP: 4.5,
  JPY: 0.25,
  AUD: 3.85,
  CHF: 0.5,
  CAD: 3,
  NZD: 4,
  CNH: 1.5,
  HKD: 4,
};

const inRange = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;

export function forexMarginSettings(settings: Pick<ClassSettings, 'raw'>): ForexMarginSettings {
  const fx = (settings.raw.forex ?? {}) as Record<string, unknown>;
  const d = FOREX_MARGIN_DEFAULTS;
  const stopOutLevel = inRange(fx.stopOutLevel, 0, 1000) ? fx.stopOutLevel : d.stopOutLevel;
  const call = inRange(fx.marginCallLevel, 0, 1000) ? fx.marginCallLevel : d.marginCallLevel;
  return {
    enabled: fx.mode === 'margin',
    leverage: inRange(fx.leverage, 1, 500) ? fx.leverage : d.leverage,
    marginCallLevel: Math.max(call, stopOutLevel),
    stopOutLevel,
  };
}

/** A pair's overnight interest (swap), annual % of the position's value, per side. */
export interface SwapRates {
  longRate: number;
  shortRate: number;
}

/**
 * The swap of a pair: a long earns the base currency's rate and pays the quote currency's, a
 * short the reverse, each less the markup (GetForexInterestInfo serves this same table).
 */
export function swapRatesOf(code: string): SwapRates {
  const diff = (CURRENCY_RATES[code.slice(0, 3)] ?? 0) - (CURRENCY_RATES[code.slice(3, 6)] ?? 0);
  return {
    longRate: Number((diff - SWAP_MARKUP).toFixed(2)),
    shortRate: Number((-diff - SWAP_MARKUP).toFixed(2)),
  };
}
