import { ERROR_CODES } from '@portal/shared-kit/domain';
import type { Board } from '../../market/types';
import { accept, reject, type Result } from '../result';
import { SIDE, type OrderKind, type Side, type TradableSecurity } from '../types';

/** Largest single order per board and order kind (market-rules.md, exchange rulebooks). */
export interface OrderSizeRule {
  maxLimitQty: number;
  maxMarketQty: number;
}

const M = 1_000_000;

/** One row per board; buy lot and minimum buy come from the security (market rule table). */
export const ORDER_SIZE_RULES: Readonly<Record<Board, OrderSizeRule>> = {
  main: { maxLimitQty: M, maxMarketQty: M },
  star: { maxLimitQty: 100_000, maxMarketQty: 50_000 },
  chinext: { maxLimitQty: 300_000, maxMarketQty: 150_000 },
  bse: { maxLimitQty: M, maxMarketQty: M },
  etf: { maxLimitQty: M, maxMarketQty: M },
  fund: { maxLimitQty: M, maxMarketQty: M },
  bond: { maxLimitQty: 100_000, maxMarketQty: 100_000 },
  convertible: { maxLimitQty: 100_000, maxMarketQty: 100_000 },
  index: { maxLimitQty: 0, maxMarketQty: 0 },
  hk: { maxLimitQty: M, maxMarketQty: M },
  future: { maxLimitQty: 1000, maxMarketQty: 1000 },
  option: { maxLimitQty: 1000, maxMarketQty: 1000 },
  forex: { maxLimitQty: M, maxMarketQty: M },
};

/**
 * Quantity rule: buys in whole lots from the minimum buy (STAR ≥ 200 then steps of 1, BSE ≥ 100
 * then 1, main board and ChiNext multiples of 100, bonds 10); sells may carry an odd remainder
 * only when it is sold all at once. Refusal: 60002 委托数量非法.
 */
export function checkQuantity(
  sec: TradableSecurity,
  side: Side,
  kind: OrderKind,
  qty: number,
  sellable: number,
): Result<void> {
  const bad = reject(ERROR_CODES.QUANTITY_ILLEGAL);
  if (!Number.isInteger(qty) || qty <= 0) return bad;
  const size = ORDER_SIZE_RULES[sec.board];
  if (qty > (kind === 'market' ? size.maxMarketQty : size.maxLimitQty)) return bad;
  const whole = qty >= sec.minBuy && (qty - sec.minBuy) % sec.lot === 0;
  if (side === SIDE.BUY) return whole ? accept(undefined) : bad;
  if (whole) return accept(undefined);
  // Odd lot: the remainder below a lot (or below the minimum on STAR/BSE) goes in one order.
  if (sec.lot > 1 && qty % sec.lot === sellable % sec.lot) return accept(undefined);
  if (sec.lot === 1 && qty === sellable) return accept(undefined);
  return bad;
}

/** Smallest step a partial fill is cut to, so a thin book does not leave odd lots behind. */
export function fillStep(sec: TradableSecurity): number {
  return sec.lot;
}
