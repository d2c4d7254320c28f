import type { AppState } from '@portal/shared-kit';
import { initialTradingState, type TradingState } from './trading.slice';

/** Key the trading slice is injected under. */
export const TRADING_KEY = 'shszTrading';

export const selectTrading = (state: AppState): TradingState =>
  (state[TRADING_KEY] as TradingState | undefined) ?? initialTradingState;

export const selectSecurity = (s: AppState) => selectTrading(s).security;
export const selectPermitted = (s: AppState) => selectTrading(s).permitted;
export const selectQuote = (s: AppState) => selectTrading(s).quote;
export const selectLast = (s: AppState) => selectTrading(s).quote?.last ?? null;
export const selectLimitUp = (s: AppState) => selectTrading(s).quote?.limitUp ?? null;
export const selectLimitDown = (s: AppState) => selectTrading(s).quote?.limitDown ?? null;
export const selectBids = (s: AppState) => selectTrading(s).quote?.bids;
export const selectAsks = (s: AppState) => selectTrading(s).quote?.asks;
export const selectPeriod = (s: AppState) => selectTrading(s).period;
export const selectBars = (s: AppState) => selectTrading(s).bars;
export const selectBarsKey = (s: AppState) => selectTrading(s).barsKey;
export const selectBarsPreClose = (s: AppState) => selectTrading(s).barsPreClose;
export const selectMaxBuy = (s: AppState) => selectTrading(s).maxBuy;
export const selectMaxSell = (s: AppState) => selectTrading(s).maxSell;
export const selectPlacing = (s: AppState) => selectTrading(s).placing;
export const selectTicketError = (s: AppState) => selectTrading(s).ticketError;
export const selectTicketNotice = (s: AppState) => selectTrading(s).ticketNotice;
export const selectCancelling = (s: AppState) => selectTrading(s).cancelling;
export const selectHits = (s: AppState) => selectTrading(s).hits;
export const selectSearching = (s: AppState) => selectTrading(s).searching;
export const selectKeyword = (s: AppState) => selectTrading(s).keyword;
export const selectPage = (s: AppState) => selectTrading(s).page;
export const selectPickedPrice = (s: AppState) => selectTrading(s).pickedPrice;
export const selectLoadingSecurity = (s: AppState) => selectTrading(s).loadingSecurity;
