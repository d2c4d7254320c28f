import { postForAccount } from '../derivatives';
import { isOpenEffect, type OptionEffect } from './option-effects';

/** The three option sections: 个股期权 (etf), 股指期权 (index), 商品期权 (commodity). */
export type OptionKind = 'etf' | 'index' | 'commodity';

export type { OptionEffect };

/** The security types of each section (spec §5: 9 ETF, 10 index, 12 commodity options). */
export const KIND_TYPE: Record<OptionKind, number> = { etf: 9, index: 10, commodity: 12 };

/** A contract row of GetSOSecurityCurInfo. */
export interface OptionRow {
  symbol: string;
  market: string;
  shortName: string;
  securityType: number;
  underlying: string;
  optionType: 'C' | 'P';
  strike: number;
  expiry: string;
  unit: number;
  /** 调整合约 (non-standard unit after a dividend). */
  adjusted?: boolean;
  last: number;
  preClose: number;
  change: number;
  changePct: number;
  bidPrice: number | null;
  askPrice: number | null;
  volume: number;
  tick: number;
  /** Implied volatility and delta from the pricing model (null when the price gives none). */
  iv: number | null;
  delta: number | null;
}

/** A row of GetSOTradeParam. */
export interface TradeParam {
  symbol: string;
  shortName: string;
  underlying: string;
  optionType: string;
  strike: number;
  expiry: string;
  unit: number;
  exerciseTypeName: string;
  settlementName: string;
  tick: number;
  feePerContract: number;
  maxOrderQty: number;
  marginPerContract: number;
}

export interface OptionCapital {
  totalAssets: number;
  equity: number;
  available: number;
  frozen: number;
  margin: number;
  rightsValue: number;
  obligationsValue: number;
  floatingPL: number;
  realisedPL: number;
  fees: number;
  riskRatio: number;
}

export interface OptionHolding {
  market: string;
  security: string;
  securityName: string;
  posSide: 'L' | 'S' | 'C';
  posSideName: string;
  optionType?: 'C' | 'P';
  strike?: number;
  expiry?: string;
  qty: number;
  closableQty: number;
  avgPrice: number;
  lastPrice: number;
  marketValue: number;
  floatingPL: number;
  margin: number;
}

export interface OptionOrder {
  orderId: number;
  security: string;
  securityName: string;
  actionName: string;
  posSideName: string;
  price: number;
  orderQty: number;
  filledQty: number;
  avgPrice: number;
  fees: number;
  statusName: string;
  cancelable: boolean;
  orderTime: string;
}

export interface OptionFill {
  reportId: number;
  security: string;
  securityName: string;
  actionName: string;
  posSideName: string;
  qty: number;
  price: number;
  amount: number;
  fees: number;
  realised: number;
  time: string;
  /** The trading date the record belongs to (an expiry's 到期交割: the expiry day). */
  tradingDate: string;
}

/** Option calls act on the current account (see derivatives/account-params). */
const post = postForAccount;

// Contract rows, capital, holdings, orders and fills are reads of the portal API: options-endpoints.ts.
/** POST /VERace/TradeParam/GetSOTradeParam */
export const getTradeParams = (kind: OptionKind) =>
  post<TradeParam[]>('/VERace/TradeParam/GetSOTradeParam', { kind });
/** 历史成交 of a date range (an open end: today), newest first. */
export const getHistoryFills = (kind: OptionKind, fromDate?: string, toDate?: string) =>
  post<{ list: OptionFill[] }>('/VERace/SOQuery/QueryHisRptList', { kind, fromDate, toDate });

export const queryMaxVolume = (
  c: Pick<OptionRow, 'symbol' | 'market'>,
  side: 1 | 2,
  effect: OptionEffect,
  price: number,
) =>
  post<{ maxVolume: number; premiumPerContract: number; marginPerContract: number }>(
    isOpenEffect(effect)
      ? '/VERace/SOQuery/QueryMaxOpenVolume'
      : '/VERace/SOQuery/QueryMaxCloseVolume',
    { security: c.symbol, market: c.market, side, effect, price },
    false,
  );

export const placeOptionOrder = (req: {
  security: string;
  market: string;
  side: 1 | 2;
  effect: OptionEffect;
  orderQty: number;
  price: number;
}) => post<OptionOrder>('/VERace/SOTrade/PlaceSOOrder', { ...req, bizAction: 0 });

export const cancelOptionOrder = (orderId: number) =>
  post<OptionOrder>('/VERace/SOTrade/CancelSOOrder', { orderId });
