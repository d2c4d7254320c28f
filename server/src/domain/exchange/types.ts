import type { Board, DerivativeTerms, LimitRule, Market } from '../market/types';
import type { OrderEffect, PositionSide } from './asset-class';

/** Order side (spec §3): 1 buy, 2 sell. */
export const SIDE = { BUY: 1, SELL: 2 } as const;
export type Side = (typeof SIDE)[keyof typeof SIDE];

/** Limit orders rest at their price; market orders take the five best levels, the rest rests at the protection price. */
export type OrderKind = 'limit' | 'market';

/** Order statuses of the spec §3 code table that the engine produces. */
export const ORDER_STATUS = {
  REPORTED: 0,
  PARTIAL: 1,
  FILLED: 2,
  CLOSE_CANCELLED: 3,
  CANCELLED: 4,
  PENDING_CANCEL: 6,
  PARTIAL_WORKING: 7,
  REJECTED: 8,
  PARTIALLY_CANCELLED: 104,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/**
 * Execution types of a report (spec §3), and the futures day's own records (not in the spec's
 * table): 121 mark-to-market at the settlement price (amount = variation margin, signed),
 * 122 forced liquidation (强平), 123 expiry settlement at the final settlement price.
 */
export const EXEC_TYPE = {
  CANCEL: 4,
  FILL: 15,
  DIVIDEND: 111,
  ALLOTMENT: 112,
  MARK_TO_MARKET: 121,
  FORCED_CLOSE: 122,
  EXPIRY: 123,
  /** A forex margin account left below zero by a stop-out is set back to zero (负余额清零). */
  BALANCE_RESET: 124,
} as const;
export type ExecType = (typeof EXEC_TYPE)[keyof typeof EXEC_TYPE];

/** Statuses of an order that may still fill or be cancelled. */
export function isWorking(status: number): boolean {
  return status === ORDER_STATUS.REPORTED || status === ORDER_STATUS.PARTIAL;
}

/** What validation and matching need to know about a security (a market `Security` fits). */
export interface TradableSecurity {
  code: string;
  market: Market;
  name: string;
  type: number;
  board: Board;
  lot: number;
  minBuy: number;
  tick: number;
  limit: LimitRule;
  tPlusN: number;
  isSt: boolean;
  /** Set while trading is halted. */
  suspended?: boolean;
  /** Futures and options terms (multiplier, margin, contract terms). */
  derivative?: DerivativeTerms;
}

/** Cash side of an account, all in li. */
export interface CashState {
  initial: number;
  /** Net bank → securities transfers. */
  transfers: number;
  fees: number;
  realised: number;
  available: number;
  frozen: number;
  /** The account's currency (spec §3: 1 CNY, 2 HKD, 3 USD); absent: CNY. */
  currency?: number;
}

/** One holding, money in li. */
export interface Position {
  market: Market;
  code: string;
  qty: number;
  /** Shares that may be sold now (T+N released, not frozen by sell orders). */
  sellable: number;
  /** Shares frozen by working sell orders. */
  frozen: number;
  /** Cost basis of the holding (average cost method, fees excluded). */
  cost: number;
  realised: number;
  /** Long (L) or short (S) holding of a class that keeps them apart; absent for a net cash holding. */
  posSide?: PositionSide;
  /** Figures a class keeps on its holdings (futures: today's lots, mark notional), stored as JSON. */
  classData?: Readonly<Record<string, number>>;
}

/** An order as the engine keeps it. `price` is the limit, or the protection price of a market order. */
export interface Order {
  orderId: number;
  accountId: number;
  clOrdId: string | null;
  market: Market;
  code: string;
  securityType: number;
  side: Side;
  kind: OrderKind;
  price: number;
  qty: number;
  filledQty: number;
  /** Li traded so far and fees charged so far. */
  filledAmount: number;
  fees: number;
  frozenCash: number;
  frozenQty: number;
  status: OrderStatus;
  rejectCode: number | null;
  tradingDate: string;
  /** `date|step` of the last market interval this order matched in (one cap per interval). */
  matchKey: string;
  /** What the order does besides buy/sell (asset-class seam); absent or null for a plain cash order. */
  effect?: OrderEffect | null;
  /** The holding side the order touches; absent for a net cash holding. */
  posSide?: PositionSide;
}

/** A fill, cancel, dividend or allotment record (成交回报). Money in li. */
export interface Report {
  orderId: number | null;
  accountId: number;
  execType: ExecType;
  market: Market;
  code: string;
  side: Side;
  qty: number;
  price: number;
  amount: number;
  fees: number;
  tradingDate: string;
  /** P&L the record realises (futures closes and marks), li; absent where the class books none. */
  realised?: number;
}
