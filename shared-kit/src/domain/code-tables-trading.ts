import { labelOf } from './code-table-lookup';

/** Order status (spec §3 code tables). */
export const ORDER_STATUS = {
  0: '已报',
  1: '部成',
  2: '已成',
  3: '收盘撤单',
  4: '已撤',
  6: '已报待撤',
  7: '部成',
  8: '废单',
  9: '未报',
  10: '正报',
  101: '部成待撤',
  104: '部撤',
} as const;

/** Execution type of a fill record. */
export const EXECUTION_TYPE = {
  4: '撤单',
  15: '成交',
  111: '分红成交',
  112: '配股',
  121: '盯市结算',
  122: '强平',
  123: '到期交割',
} as const;

/** Order side; the gateway sends either the digit or the letter. */
export const SIDE = {
  1: '买入',
  B: '买入',
  2: '卖出',
  S: '卖出',
} as const;

/** Currency of an asset row; 0 is the total across currencies. */
export const CURRENCY = {
  0: '合计',
  1: '人民币',
  2: '港币',
  3: '美元',
} as const;

/** Option type. */
export const OPTION_TYPE = { C: '认购', P: '认沽' } as const;

/** Option position side: L rights (long), S obligations (short). */
export const OPTION_POSITION = { L: '权利仓', S: '义务仓' } as const;

/** Option combination strategies (exchange strategy codes). */
export const OPTION_COMBINATION = {
  CNSJC: '认购牛市价差策略',
  CXSJC: '认购熊市价差策略',
  PNSJC: '认沽牛市价差策略',
  PXSJC: '认沽熊市价差策略',
  KKS: '宽跨式空头策略',
  KS: '跨式空头策略',
  ZBD: '普通转备兑',
} as const;

/** True for order statuses that can still be cancelled (reported, partial, not yet reported). */
export function isCancellableOrderStatus(status: number): boolean {
  return [0, 1, 7, 9, 10].includes(status);
}

/** Chinese label of an order status. */
export function orderStatusLabel(status: string | number): string | undefined {
  return labelOf(ORDER_STATUS, status);
}

/** Chinese label of an execution type. */
export function executionTypeLabel(type: string | number): string | undefined {
  return labelOf(EXECUTION_TYPE, type);
}

/** Chinese label of a side, from 1/2 or B/S. */
export function sideLabel(side: string | number): string | undefined {
  return labelOf(SIDE, typeof side === 'string' ? side.toUpperCase() : side);
}

/** Chinese label of a currency code. */
export function currencyLabel(currency: string | number): string | undefined {
  return labelOf(CURRENCY, currency);
}
