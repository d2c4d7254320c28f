import { roundFen, toLi, type ClassSettings, type TradableSecurity } from '../exchange';
import { SECURITY_TYPE } from '../market/types';

/**
 * Order effects an option order takes: 开仓, 平仓, 备兑开仓 (sell a call against locked
 * underlying shares instead of margin) and 备兑平仓 (buy the covered call back).
 */
export const OPTION_EFFECTS = ['open', 'close', 'coveredOpen', 'coveredClose'] as const;
export type OptionEffect = (typeof OPTION_EFFECTS)[number];

export const isOptionEffect = (e: unknown): e is OptionEffect =>
  typeof e === 'string' && (OPTION_EFFECTS as readonly string[]).includes(e);

/** Whether an effect books the covered (备兑, C) holding. */
export const isCovered = (e: unknown): boolean => e === 'coveredOpen' || e === 'coveredClose';

/** Whether an effect opens a holding (开仓 or 备兑开仓). */
export const isOpening = (e: unknown): boolean => e === 'open' || e === 'coveredOpen';

export type OptionKind = 'etf' | 'index' | 'commodity';

/** Exercise style: E European (expiry day only), A American (any day up to expiry). */
export type ExerciseStyle = 'E' | 'A';

/** How an exercised contract settles: the underlying, cash, or a futures position. */
export type ExerciseSettlement = 'physical' | 'cash' | 'futures';

/**
 * One product row of the options rule table (docs/market-rules.md, "Options"; figures marked
 * verify there): exercise style and settlement, the fee per contract (one item, both ways), the
 * largest contracts of one order and the margin parameters.
 */
export interface OptionProduct {
  kind: OptionKind;
  exercise: ExerciseStyle;
  settlement: ExerciseSettlement;
  /** Fee per contract, yuan (open and close; exercise free). */
  feePerContract: number;
  maxOrderQty: number;
  /** ETF: 12 %/7 %; index: adjustment 10 %, minimum guarantee 0.5; commodity: futures margin rate. */
  marginHigh: number;
  marginLow: number;
}

const ETF: OptionProduct = {
  kind: 'etf',
  exercise: 'E',
  settlement: 'physical',
  feePerContract: 1.6,
  maxOrderQty: 50,
  marginHigh: 0.12,
  marginLow: 0.07,
};
const INDEX: OptionProduct = {
  kind: 'index',
  exercise: 'E',
  settlement: 'cash',
  feePerContract: 15,
  maxOrderQty: 20,
  marginHigh: 0.1,
  marginLow: 0.5,
};
/** Commodity options by product (the underlying futures' product code). */
const COMMODITY: Readonly<Record<string, OptionProduct>> = {
  cu: {
    ...ETF,
    kind: 'commodity',
    exercise: 'A',
    settlement: 'futures',
    feePerContract: 5,
    maxOrderQty: 100,
    marginHigh: 0.1,
    marginLow: 0.5,
  },
  m: {
    ...ETF,
    kind: 'commodity',
    exercise: 'A',
    settlement: 'futures',
    feePerContract: 1,
    maxOrderQty: 1000,
    marginHigh: 0.08,
    marginLow: 0.5,
  },
  SR: {
    ...ETF,
    kind: 'commodity',
    exercise: 'A',
    settlement: 'futures',
    feePerContract: 1.5,
    maxOrderQty: 1000,
    marginHigh: 0.07,
    marginLow: 0.5,
  },
};
const COMMODITY_DEFAULT: OptionProduct = {
  ...ETF,
  kind: 'commodity',
  exercise: 'A',
  settlement: 'futures',
  feePerContract: 2,
  maxOrderQty: 1000,
  marginHigh: 0.1,
  marginLow: 0.5,
};

/** Contract terms of an option: type, strike, expiry, unit (from the master) and its product row. */
export interface OptionTerms {
  underlying: string;
  optionType: 'C' | 'P';
  strike: number;
  expiry: string;
  unit: number;
  product: OptionProduct;
}

/** The option terms of a security; undefined when it is no listed option. */
export function optionTermsOf(sec: TradableSecurity | undefined): OptionTerms | undefined {
  const d = sec?.derivative;
  if (!sec || sec.board !== 'option' || !d?.optionType || !d.expiry || !(d.strike! > 0))
    return undefined;
  const product =
    sec.type === SECURITY_TYPE.etfOption
      ? ETF
      : sec.type === SECURITY_TYPE.indexOption
        ? INDEX
        : (COMMODITY[(d.underlying ?? '').replace(/\d+$/, '')] ?? COMMODITY_DEFAULT);
  return {
    underlying: d.underlying ?? '',
    optionType: d.optionType,
    strike: d.strike as number,
    expiry: d.expiry,
    unit: d.multiplier,
    product,
  };
}

/** A contest's options settings (`settings.raw.options`): a fee per contract overriding the table. */
export function feePerContract(t: OptionTerms, settings: ClassSettings): number {
  const raw = (settings.raw.options ?? {}) as Record<string, unknown>;
  const fee = raw.feePerContract;
  return typeof fee === 'number' && Number.isFinite(fee) && fee >= 0 && fee <= 1000
    ? fee
    : t.product.feePerContract;
}

/** Fee of a fill of `qty` contracts, one item rounded to the fen. */
export const optionFeeLi = (t: OptionTerms, settings: ClassSettings, qty: number): number =>
  qty > 0 ? roundFen(toLi(feePerContract(t, settings)) * qty) : 0;

/** Premium of `units` (contracts × unit) at `price` in li, in whole fen (prices to 0.0001). */
export const unitsLi = (price: number, units: number): number =>
  roundFen((Math.round(price * 10_000) * units) / 10);

/** Premium of `qty` contracts at `price` in li (price × unit × qty), in whole fen. */
export const premiumLi = (t: OptionTerms, price: number, qty: number): number =>
  unitsLi(price, qty * t.unit);

/** Out-of-the-money amount per unit of the underlying at price `u`. */
export const otmOf = (t: OptionTerms, u: number): number =>
  Math.max(0, t.optionType === 'C' ? t.strike - u : u - t.strike);

/** In-the-money (intrinsic) value per unit at the underlying price `u`. */
export const intrinsicOf = (t: OptionTerms, u: number): number =>
  Math.max(0, t.optionType === 'C' ? u - t.strike : t.strike - u);

/**
 * Margin of one short contract per unit, yuan (docs/market-rules.md, "Options"):
 * ETF call  settle + max(12 % × U − OTM, 7 % × U);
 * ETF put   min(settle + max(12 % × U − OTM, 7 % × K), K);
 * index     settle + max(10 % × U − OTM, 0.5 × 10 % × U (call) or × K (put)) (CFFEX);
 * commodity settle + max(M − OTM / 2, M / 2), M the futures margin rate × U (verify).
 * `settle` is the option's previous settlement, U the underlying's previous close.
 */
export function marginPerUnit(t: OptionTerms, settle: number, u: number): number {
  const p = t.product;
  const otm = otmOf(t, u);
  const floorBase = t.optionType === 'C' ? u : t.strike;
  if (p.kind === 'etf') {
    const m = settle + Math.max(p.marginHigh * u - otm, p.marginLow * floorBase);
    return t.optionType === 'P' ? Math.min(m, t.strike) : m;
  }
  if (p.kind === 'index')
    return settle + Math.max(p.marginHigh * u - otm, p.marginLow * p.marginHigh * floorBase);
  const fm = p.marginHigh * u;
  return settle + Math.max(fm - otm / 2, fm / 2);
}

/** Margin of `qty` short contracts, in whole fen. */
export const marginLi = (t: OptionTerms, settle: number, u: number, qty: number): number =>
  roundFen(toLi(marginPerUnit(t, settle, u) * t.unit * qty));
