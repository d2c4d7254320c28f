import { errorText, ERROR_CODES } from '@portal/shared-kit';
import { securityKind, type SecurityInfo } from '../security/security-info';

/** Order side as the gateway numbers it: 1 buy, 2 sell. */
export type OrderSide = 1 | 2;
export const BUY: OrderSide = 1;
export const SELL: OrderSide = 2;

/** How a buy quantity may be chosen on a board (market-rules.md). */
export interface QuantityRule {
  /** Smallest buy. */
  min: number;
  /** Buy step above the minimum. */
  step: number;
  /** Unit in the messages: 股, 份 or 张. */
  unit: string;
}

type RuleInput = Pick<SecurityInfo, 'symbol' | 'market' | 'securityType' | 'bQtyStep'>;

const STAR_TYPE = 19;
const UNITS = { stock: '股', fund: '份', bond: '张', index: '股' } as const;

/**
 * The buy rule of a security: STAR (688/689, type 19) at least 200 then steps of 1; BSE at least
 * 100 then steps of 1; every other board in multiples of its lot (the record's bQtyStep).
 */
export function quantityRule(info: RuleInput): QuantityRule {
  const unit = UNITS[securityKind(info.securityType)];
  const isStar = info.securityType === STAR_TYPE || /^68[89]/.test(info.symbol);
  if (isStar) return { min: 200, step: 1, unit };
  if (info.market.toUpperCase() === 'BSE') return { min: 100, step: 1, unit };
  const lot = info.bQtyStep > 0 ? info.bQtyStep : 100;
  return { min: lot, step: lot, unit };
}

/** The quantity one click of the up/down arrow gives, staying on the board's grid. */
export function stepQuantity(current: number, direction: 1 | -1, rule: QuantityRule): number {
  const q = Number.isFinite(current) ? Math.max(0, Math.floor(current)) : 0;
  if (direction > 0) {
    if (q < rule.min) return rule.min;
    return rule.min + (Math.floor((q - rule.min) / rule.step) + 1) * rule.step;
  }
  if (q <= rule.min) return rule.min;
  const above = q - rule.min;
  const snapped = rule.min + Math.ceil(above / rule.step - 1) * rule.step;
  return Math.max(rule.min, snapped);
}

const QTY_ILLEGAL = errorText(ERROR_CODES.QUANTITY_ILLEGAL) ?? '委托数量非法';
const POSITION_SHORT = errorText(ERROR_CODES.INSUFFICIENT_POSITION) ?? '可用持仓不足';

/**
 * Checks an order quantity: buys on the board's grid, sells within the sellable holding and in
 * whole lots unless they sell the whole odd remainder at once.
 * @returns the Chinese message, or null when the quantity is acceptable.
 */
export function quantityError(
  qty: number,
  side: OrderSide,
  rule: QuantityRule,
  sellable?: number,
): string | null {
  if (!Number.isFinite(qty) || qty <= 0) return '请输入委托数量';
  if (!Number.isInteger(qty)) return `${QTY_ILLEGAL}：数量须为整数`;
  if (side === BUY) {
    if (qty < rule.min) return `${QTY_ILLEGAL}：买入数量不能少于${rule.min}${rule.unit}`;
    if ((qty - rule.min) % rule.step !== 0) {
      return `${QTY_ILLEGAL}：买入数量须为${rule.step}${rule.unit}的整数倍`;
    }
    return null;
  }
  if (sellable !== undefined && qty > sellable) return POSITION_SHORT;
  if (qty % rule.step !== 0 && qty !== sellable) {
    return `${QTY_ILLEGAL}：卖出数量须为${rule.step}${rule.unit}的整数倍，零股须一次性卖出`;
  }
  return null;
}

/** Sells step by the same lot without the buy minimum (odd remainders are checked separately). */
export function sellRule(rule: QuantityRule): QuantityRule {
  return { min: rule.step, step: rule.step, unit: rule.unit };
}

/**
 * A share of the max volume on the lot grid (the ticket's 1/4, 1/3, 1/2, 全部 buttons): buys stay
 * at or above the minimum (0 when the share is below it); selling everything may include the
 * odd remainder.
 */
export function portionQuantity(
  max: number,
  part: number,
  side: OrderSide,
  rule: QuantityRule,
): number {
  const raw = Math.floor(Math.max(0, max) / part);
  if (side === SELL) return part === 1 ? raw : Math.floor(raw / rule.step) * rule.step;
  if (raw < rule.min) return 0;
  return rule.min + Math.floor((raw - rule.min) / rule.step) * rule.step;
}
