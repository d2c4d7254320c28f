import type { ApiRow } from '@portal/shared-kit/api-types';
import type { OrderSide } from '../../../common';
import { num, text } from './fields';

/** An order row as the order lists answer it (today's and history's are one shape). */
export type OrderAnswer = ApiRow<'/VERace/StockQuery/QueryStkCurOrdList'>;
/** A report row as the fill lists answer it (today's and history's are one shape). */
export type FillAnswer = ApiRow<'/VERace/StockQuery/QueryStkCurRptList'>;

/** An order (today's or history). */
export interface OrderRow {
  orderId: string;
  symbol: string;
  market: string;
  shortName: string;
  side: OrderSide;
  price: number;
  qty: number;
  filledQty: number;
  filledPrice: number;
  status: number;
  /** ISO time the order was placed. */
  time: string;
  tradingDate: string;
  securityType: number;
  isMarket: boolean;
  rejectReason: string;
}

/** A fill or other execution report (today's or history). */
export interface FillRow {
  id: string;
  orderId: string;
  symbol: string;
  market: string;
  shortName: string;
  side: OrderSide;
  price: number;
  qty: number;
  amount: number;
  fees: number;
  execType: number;
  /** ISO time of the report. */
  time: string;
  tradingDate: string;
  securityType: number;
}

/** A holding. */
export interface PositionRow {
  symbol: string;
  market: string;
  shortName: string;
  securityType: number;
  qty: number;
  sellable: number;
  costPrice: number;
  lastPrice: number;
  marketValue: number;
  profit: number;
  profitPct: number;
}

/** The account's money, in CNY. */
export interface AssetSummary {
  totalAssets: number;
  available: number;
  frozen: number;
  marketValue: number;
  profit: number;
}

/** An order row of the order lists (today's and history). */
export function toOrderRow(r: OrderAnswer): OrderRow {
  return {
    orderId: text(r, 'orderId'),
    symbol: text(r, 'security'),
    market: text(r, 'market').toUpperCase(),
    shortName: text(r, 'securityName'),
    side: num(r, 'side') === 2 ? 2 : 1,
    price: num(r, 'price'),
    qty: num(r, 'orderQty'),
    filledQty: num(r, 'filledQty'),
    filledPrice: num(r, 'avgPrice'),
    status: num(r, 'status'),
    time: text(r, 'orderTime'),
    tradingDate: text(r, 'tradingDate'),
    securityType: num(r, 'securityType'),
    isMarket: text(r, 'orderType') === 'market',
    rejectReason: text(r, 'rejectReason'),
  };
}

/** A report row of the fill lists (today's and history). */
export function toFillRow(r: FillAnswer, i: number): FillRow {
  return {
    id: text(r, 'reportId') || String(i),
    orderId: text(r, 'orderId'),
    symbol: text(r, 'security'),
    market: text(r, 'market').toUpperCase(),
    shortName: text(r, 'securityName'),
    side: num(r, 'side') === 2 ? 2 : 1,
    price: num(r, 'price'),
    qty: num(r, 'qty'),
    amount: num(r, 'amount'),
    fees: num(r, 'fees'),
    execType: num(r, 'execType'),
    time: text(r, 'time'),
    tradingDate: text(r, 'tradingDate'),
    securityType: num(r, 'securityType'),
  };
}
