import { ERROR_CODES } from '@portal/shared-kit/domain';
import {
  accept,
  holdingKey,
  reject,
  roundFen,
  toLi,
  type Position,
  type PositionSide,
  type Result,
} from '../exchange';
import { combinedQty, dataOf } from './holding';
import { marginLi, premiumLi, type OptionTerms } from './rules';

/**
 * Combination strategies (组合策略, SSE) — docs/market-rules.md, "Options", combinations. Two
 * legs of one underlying, expiry and unit, one contract each (ratio 1:1); the combination holds
 * its own margin instead of the short legs' (the relief), and its contracts are frozen until it
 * is split. 普通转备兑 (ZBD) turns ordinary shorts into covered ones (no margin, locked shares).
 */
export const COMBO_STRATEGIES = {
  CNSJC: {
    name: '认购牛市价差策略',
    legs: [
      ['C', 'L'],
      ['C', 'S'],
    ],
    strikes: 'up',
    margin: 'none',
  },
  CXSJC: {
    name: '认购熊市价差策略',
    legs: [
      ['C', 'S'],
      ['C', 'L'],
    ],
    strikes: 'up',
    margin: 'width',
  },
  PNSJC: {
    name: '认沽牛市价差策略',
    legs: [
      ['P', 'L'],
      ['P', 'S'],
    ],
    strikes: 'up',
    margin: 'width',
  },
  PXSJC: {
    name: '认沽熊市价差策略',
    legs: [
      ['P', 'S'],
      ['P', 'L'],
    ],
    strikes: 'up',
    margin: 'none',
  },
  KS: {
    name: '跨式空头策略',
    legs: [
      ['C', 'S'],
      ['P', 'S'],
    ],
    strikes: 'same',
    margin: 'straddle',
  },
  KKS: {
    name: '宽跨式空头策略',
    legs: [
      ['C', 'S'],
      ['P', 'S'],
    ],
    strikes: 'down',
    margin: 'straddle',
  },
  ZBD: { name: '普通转备兑', legs: [['C', 'S']], strikes: 'same', margin: 'none' },
} as const satisfies Record<
  string,
  {
    name: string;
    legs: ReadonlyArray<readonly ['C' | 'P', PositionSide]>;
    /** Leg 2's strike against leg 1's: higher, the same, or lower. */
    strikes: 'up' | 'same' | 'down';
    /** none (debit spread), width (credit spread: the strike difference), straddle. */
    margin: 'none' | 'width' | 'straddle';
  }
>;
export type ComboStrategy = keyof typeof COMBO_STRATEGIES;

export const isComboStrategy = (s: unknown): s is ComboStrategy =>
  typeof s === 'string' && Object.hasOwn(COMBO_STRATEGIES, s);

/** One leg as the account holds it: its holding and contract terms. */
export interface ComboLeg {
  position: Position | undefined;
  terms: OptionTerms | undefined;
  /** The side the request names for the leg. */
  posSide: PositionSide;
}

/**
 * Checks the legs of a declaration of `qty` combinations, first failure wins: leg count
 * (60035 ratio), option type (60039), direction (60031), a covered holding named (60040),
 * underlying (60032), expiry (60038), unit (60034), strikes (60033), contracts free to bind
 * (60037).
 */
export function checkComboLegs(
  strategy: ComboStrategy,
  legs: ComboLeg[],
  qty: number,
): Result<true> {
  const def = COMBO_STRATEGIES[strategy];
  if (!Number.isSafeInteger(qty) || qty < 1) return reject(ERROR_CODES.QUANTITY_ILLEGAL);
  if (legs.length !== def.legs.length) return reject(ERROR_CODES.COMBO_LEG_RATIO);
  for (const [i, leg] of legs.entries()) {
    const [type, side] = def.legs[i] as readonly ['C' | 'P', PositionSide];
    if (!leg.terms) return reject(ERROR_CODES.SECURITY_ILLEGAL);
    if (leg.terms.optionType !== type) return reject(ERROR_CODES.COMBO_LEG_OPTION_TYPE);
    if (leg.posSide === 'C') return reject(ERROR_CODES.COMBO_COVERED_LABEL);
    if (leg.posSide !== side) return reject(ERROR_CODES.COMBO_LEG_DIRECTION);
  }
  const [a, b] = legs.map((l) => l.terms as OptionTerms) as [OptionTerms, OptionTerms | undefined];
  if (b) {
    if (a.underlying !== b.underlying) return reject(ERROR_CODES.COMBO_LEG_UNDERLYING);
    if (a.expiry !== b.expiry) return reject(ERROR_CODES.COMBO_LEG_EXPIRY);
    if (a.unit !== b.unit) return reject(ERROR_CODES.COMBO_LEG_MULTIPLIER);
    const ok =
      def.strikes === 'same'
        ? b.strike === a.strike
        : def.strikes === 'up'
          ? b.strike > a.strike
          : b.strike < a.strike;
    if (!ok) return reject(ERROR_CODES.COMBO_LEG_STRIKE);
  } else if (a.product.settlement !== 'physical') return reject(ERROR_CODES.BUSINESS_FORBIDDEN);
  for (const leg of legs)
    if (freeQty(leg.position) < qty) return reject(ERROR_CODES.COMBO_LEG_COUNT);
  return accept(true);
}

/** Contracts of a holding free to bind: closable and in no combination. */
export const freeQty = (p: Position | undefined): number =>
  p ? Math.min(p.sellable, p.qty - combinedQty(p) - dataOf(p, 'exercising')) : 0;

/** Prices the combination margin is figured at: each leg's settlement and the underlying. */
export interface ComboPrices {
  settle: [number, number];
  underlying: number;
}

/**
 * Margin of `qty` combinations (li, whole fen): debit spreads none; credit spreads the strike
 * difference × unit; short straddle and strangle the larger leg margin plus the other leg's
 * settlement value (SSE, verify).
 */
export function comboMarginLi(
  strategy: ComboStrategy,
  terms: OptionTerms[],
  prices: ComboPrices,
  qty: number,
): number {
  const def = COMBO_STRATEGIES[strategy];
  const [a, b] = terms as [OptionTerms, OptionTerms];
  if (def.margin === 'none') return 0;
  if (def.margin === 'width') return roundFen(toLi(Math.abs(b.strike - a.strike) * a.unit * qty));
  const ma = marginLi(a, prices.settle[0], prices.underlying, qty);
  const mb = marginLi(b, prices.settle[1], prices.underlying, qty);
  return ma >= mb
    ? ma + premiumLi(b, prices.settle[1], qty)
    : mb + premiumLi(a, prices.settle[0], qty);
}

/** The class-data key of a leg's binding to `other` in `strategy`. */
export const comboKey = (
  prefix: 'cmb' | 'cmm',
  strategy: string,
  other: { code: string; market: string; posSide?: PositionSide },
) => `${prefix}:${strategy}:${holdingKey(other)}`;

/** Index of the leg that carries the combination's margin: the (first) short leg. */
export const marginLeg = (strategy: ComboStrategy): number =>
  COMBO_STRATEGIES[strategy].legs.findIndex(([, side]) => side === 'S');
