import {
  fenOf,
  roundFen,
  SIDE,
  type CashState,
  type ClassSettings,
  type FeeSchedule,
  type Side,
} from '../exchange';

/**
 * Hong Kong via Stock Connect (港股通), the rule table (docs/market-rules.md, "Hong Kong via Stock
 * Connect"). Board lots and the spread table come from the security master (`lot`, `hkTick`).
 */
export interface HkRules {
  /** CNY per HKD the connect settles at: buys at the ask reference, sells at the bid reference. */
  referenceRate: { buy: number; sell: number };
  /** Fee items as fractions of the traded amount, each charged on both sides (verify). */
  fees: { stampDuty: number; tradingFee: number; sfcLevy: number; settlementFee: number };
}

/** Defaults; a contest overrides them in `settings.raw.hk` (verify every figure). */
export const HK_RULES: HkRules = {
  referenceRate: { buy: 0.9408, sell: 0.8868 },
  fees: { stampDuty: 0.001, tradingFee: 0.0000565, sfcLevy: 0.000027, settlementFee: 0.00002 },
};

const rate = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 && v < 100 ? v : fallback;

const fraction = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 && v < 0.1 ? v : fallback;

/**
 * The contest's HK rules: `settings.raw.hk.referenceRate` ({buy, sell}) or, failing that,
 * `settings.raw.initHKExchangeRate` for both sides, and `settings.raw.hk.fees`; each value out of
 * range falls back to the rule table.
 */
export function hkRules(settings: Pick<ClassSettings, 'raw'>): HkRules {
  const hk = (settings.raw.hk ?? {}) as Record<string, unknown>;
  const ref = (hk.referenceRate ?? {}) as Record<string, unknown>;
  const init = settings.raw.initHKExchangeRate;
  const buy = rate(ref.buy, rate(init, HK_RULES.referenceRate.buy));
  const sell = rate(ref.sell, rate(init, HK_RULES.referenceRate.sell));
  const f = (hk.fees ?? {}) as Record<string, unknown>;
  const d = HK_RULES.fees;
  return {
    referenceRate: { buy, sell },
    fees: {
      stampDuty: fraction(f.stampDuty, d.stampDuty),
      tradingFee: fraction(f.tradingFee, d.tradingFee),
      sfcLevy: fraction(f.sfcLevy, d.sfcLevy),
      settlementFee: fraction(f.settlementFee, d.settlementFee),
    },
  };
}

/**
 * The rate an HK amount is booked at in an account: 1 in an HKD account (HKMarkets with
 * `initialHKD`), else the connect's CNY reference rate — buys at the ask, sells at the bid.
 */
export function hkRateOf(rules: HkRules, cash: Pick<CashState, 'currency'>, side: Side): number {
  if (cash.currency === 2) return 1;
  return side === SIDE.BUY ? rules.referenceRate.buy : rules.referenceRate.sell;
}

/** An HKD amount in li converted to CNY li at `rate`, in whole fen. */
export function toCny(hkdLi: number, rate: number): number {
  return roundFen(hkdLi * rate);
}

/**
 * The fee items (CNY li, each in whole fen) of an order that has traded `cnyLi` in all: the
 * contest's commission with its per-order minimum, stamp duty, trading fee, SFC levy and
 * settlement fee. A fill pays the growth of the total, so every fill books whole fen.
 */
export function hkFeeItems(rules: HkRules, fees: FeeSchedule, cnyLi: number) {
  if (cnyLi <= 0)
    return { commission: 0, stamp: 0, tradingFee: 0, sfcLevy: 0, settlement: 0, total: 0 };
  const commission = Math.max(fenOf(fees.minCommission), roundFen(cnyLi * fees.commissionRate));
  const stamp = roundFen(cnyLi * rules.fees.stampDuty);
  const tradingFee = roundFen(cnyLi * rules.fees.tradingFee);
  const sfcLevy = roundFen(cnyLi * rules.fees.sfcLevy);
  const settlement = roundFen(cnyLi * rules.fees.settlementFee);
  const total = commission + stamp + tradingFee + sfcLevy + settlement;
  return { commission, stamp, tradingFee, sfcLevy, settlement, total };
}
