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
  /**
   * Statutory fee items as fractions of a trade's HKD consideration, each side: stamp duty (rounded
   * up to the whole HKD), trading fee, SFC levy, AFRC levy and CCASS settlement fee (to the cent).
   */
  fees: {
    stampDuty: number;
    tradingFee: number;
    sfcLevy: number;
    afrcLevy: number;
    settlementFee: number;
  };
}

/**
 * Defaults (HKEX fee schedule, Securities (Hong Kong) → Trading → Transaction; Stamp Duty
 * (Amendment) (Stock Transfers) Ordinance 2023, 0.1% from 2023-11-17; HKSCC stock settlement fee
 * 0.0042% without minimum or maximum from 2025-06-30); a contest overrides them in `settings.raw.hk`.
 */
export const HK_RULES: HkRules = {
  referenceRate: { buy: 0.9408, sell: 0.8868 },
  fees: {
    stampDuty: 0.001,
    tradingFee: 0.0000565,
    sfcLevy: 0.000027,
    afrcLevy: 0.0000015,
    settlementFee: 0.000042,
  },
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
      afrcLevy: fraction(f.afrcLevy, d.afrcLevy),
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

/** Li in one HKD and in one cent (HKD li are thousandths of an HKD, as CNY li). */
const LI_PER_DOLLAR = 1000;
const LI_PER_CENT = 10;

const toCent = (li: number): number => Math.round(li / LI_PER_CENT + 1e-9) * LI_PER_CENT;

/**
 * The statutory items of one trade (each fill is a transaction) on its HKD consideration, in HKD
 * li: stamp duty rounded up to the whole dollar (Stamp Duty Ordinance, Head 2(1): per HK$1 000 or
 * part), trading fee, SFC levy, AFRC levy and CCASS settlement fee each rounded to the cent (HKEX).
 */
export function hkLevies(rules: HkRules, hkdLi: number) {
  if (hkdLi <= 0) return { stamp: 0, tradingFee: 0, sfcLevy: 0, afrcLevy: 0, settlement: 0 };
  const f = rules.fees;
  return {
    stamp: Math.ceil((hkdLi * f.stampDuty) / LI_PER_DOLLAR - 1e-9) * LI_PER_DOLLAR,
    tradingFee: toCent(hkdLi * f.tradingFee),
    sfcLevy: toCent(hkdLi * f.sfcLevy),
    afrcLevy: toCent(hkdLi * f.afrcLevy),
    settlement: toCent(hkdLi * f.settlementFee),
  };
}

/** The contest's commission (with its per-order minimum) on an order's traded amount (li, whole fen). */
export function hkCommission(fees: FeeSchedule, tradedLi: number): number {
  if (tradedLi <= 0) return 0;
  return Math.max(fenOf(fees.minCommission), roundFen(tradedLi * fees.commissionRate));
}

/**
 * The fee items of one trade of `hkdLi` HKD li booked at `rate` (account currency per HKD): the
 * contest's commission on the booked amount, and each statutory item computed in HKD
 * (`hkLevies`) and converted at the settlement rate to whole fen.
 */
export function hkFeeItems(rules: HkRules, fees: FeeSchedule, hkdLi: number, rate: number) {
  const l = hkLevies(rules, hkdLi);
  const commission = hkCommission(fees, toCny(hkdLi, rate));
  const stamp = toCny(l.stamp, rate);
  const tradingFee = toCny(l.tradingFee, rate);
  const sfcLevy = toCny(l.sfcLevy, rate);
  const afrcLevy = toCny(l.afrcLevy, rate);
  const settlement = toCny(l.settlement, rate);
  const levies = stamp + tradingFee + sfcLevy + afrcLevy + settlement;
  const total = commission + levies;
  return { commission, stamp, tradingFee, sfcLevy, afrcLevy, settlement, levies, total };
}
