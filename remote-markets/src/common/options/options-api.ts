import type { ApiData, ApiItem, ApiRow } from '@portal/shared-kit/api-types';
import { postForAccount } from '../derivatives';
import { isOpenEffect, type OptionEffect } from './option-effects';

/** The three option sections: 个股期权 (etf), 股指期权 (index), 商品期权 (commodity). */
export type OptionKind = 'etf' | 'index' | 'commodity';

export type { OptionEffect };

/** The security types of each section (spec §5: 9 ETF, 10 index, 12 commodity options). */
export const KIND_TYPE: Record<OptionKind, number> = { etf: 9, index: 10, commodity: 12 };

/**
 * A contract row of GetSOSecurityCurInfo. `adjusted`: 调整合约 (non-standard unit after a
 * dividend); `iv` and `delta` from the pricing model (null when the price gives none).
 */
export type OptionRow = Pick<
  ApiItem<'/VERace/SOQuery/GetSOSecurityCurInfo'>,
  | 'symbol'
  | 'market'
  | 'shortName'
  | 'securityType'
  | 'underlying'
  | 'optionType'
  | 'strike'
  | 'expiry'
  | 'unit'
  | 'adjusted'
  | 'last'
  | 'preClose'
  | 'change'
  | 'changePct'
  | 'bidPrice'
  | 'askPrice'
  | 'volume'
  | 'tick'
  | 'iv'
  | 'delta'
>;

/** A row of GetSOTradeParam. */
export type TradeParam = Pick<
  ApiItem<'/VERace/TradeParam/GetSOTradeParam'>,
  | 'symbol'
  | 'shortName'
  | 'underlying'
  | 'optionType'
  | 'strike'
  | 'expiry'
  | 'unit'
  | 'exerciseTypeName'
  | 'settlementName'
  | 'tick'
  | 'feePerContract'
  | 'maxOrderQty'
  | 'marginPerContract'
>;

export type OptionCapital = Pick<
  ApiData<'/VERace/SOQuery/QueryAssetCapital'>,
  | 'totalAssets'
  | 'equity'
  | 'available'
  | 'frozen'
  | 'margin'
  | 'rightsValue'
  | 'obligationsValue'
  | 'floatingPL'
  | 'realisedPL'
  | 'fees'
  | 'riskRatio'
>;

export type OptionHolding = Pick<
  ApiItem<'/VERace/SOQuery/QueryAssetPosition'>,
  | 'market'
  | 'security'
  | 'securityName'
  | 'posSide'
  | 'posSideName'
  | 'optionType'
  | 'strike'
  | 'expiry'
  | 'qty'
  | 'closableQty'
  | 'avgPrice'
  | 'lastPrice'
  | 'marketValue'
  | 'floatingPL'
  | 'margin'
>;

export type OptionOrder = Pick<
  ApiRow<'/VERace/SOQuery/QueryCurOrdList'>,
  | 'orderId'
  | 'security'
  | 'securityName'
  | 'actionName'
  | 'posSideName'
  | 'price'
  | 'orderQty'
  | 'filledQty'
  | 'avgPrice'
  | 'fees'
  | 'statusName'
  | 'cancelable'
  | 'orderTime'
>;

/** A fill; `tradingDate` is the day the record belongs to (an expiry's 到期交割: the expiry day). */
export type OptionFill = Pick<
  ApiRow<'/VERace/SOQuery/QueryCurRptList'>,
  | 'reportId'
  | 'security'
  | 'securityName'
  | 'actionName'
  | 'posSideName'
  | 'qty'
  | 'price'
  | 'amount'
  | 'fees'
  | 'realised'
  | 'time'
  | 'tradingDate'
>;

/** Option calls act on the current account (see derivatives/account-params). */
const post = postForAccount;

// Contract rows, capital, holdings, orders and fills are reads of the portal API: options-endpoints.ts.
/** POST /VERace/TradeParam/GetSOTradeParam */
export const getTradeParams = (kind: OptionKind) =>
  post<ApiData<'/VERace/TradeParam/GetSOTradeParam'>>('/VERace/TradeParam/GetSOTradeParam', {
    kind,
  });
/** 历史成交 of a date range (an open end: today), newest first. */
export const getHistoryFills = (kind: OptionKind, fromDate?: string, toDate?: string) =>
  post<Pick<ApiData<'/VERace/SOQuery/QueryHisRptList'>, 'list'>>(
    '/VERace/SOQuery/QueryHisRptList',
    { kind, fromDate, toDate },
  );

export const queryMaxVolume = (
  c: Pick<OptionRow, 'symbol' | 'market'>,
  side: 1 | 2,
  effect: OptionEffect,
  price: number,
) =>
  post<
    Pick<
      ApiData<'/VERace/SOQuery/QueryMaxOpenVolume'>,
      'maxVolume' | 'premiumPerContract' | 'marginPerContract'
    >
  >(
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
}) =>
  post<ApiData<'/VERace/SOTrade/PlaceSOOrder'>>('/VERace/SOTrade/PlaceSOOrder', {
    ...req,
    bizAction: 0,
  });

export const cancelOptionOrder = (orderId: number) =>
  post<ApiData<'/VERace/SOTrade/CancelSOOrder'>>('/VERace/SOTrade/CancelSOOrder', { orderId });
