import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SecurityInfo } from '../../../../../common';
import type { MarketPageKey } from '../../../market-pages';
import type { Bar, ChartPeriod, OrderDraft, OrderRow, Quote, SearchHit } from '../model';

/** Everything the trading page shows; one security at a time. */
export interface TradingState {
  page: MarketPageKey;
  keyword: string;
  hits: SearchHit[];
  searching: boolean;
  security: SecurityInfo | null;
  /** False when the current match does not allow the security (spec §5): no order is sent. */
  permitted: boolean;
  loadingSecurity: boolean;
  quote: Quote | null;
  period: ChartPeriod;
  bars: Bar[];
  barsPreClose: number | null;
  /** `symbol.MARKET|period` the bars belong to; charts rebuild only when it changes. */
  barsKey: string;
  maxBuy: number | null;
  maxSell: number | null;
  placing: boolean;
  ticketError: string | null;
  ticketNotice: string | null;
  cancelling: string[];
  /** Last price picked from the book; `seq` makes the same price picked twice count again. */
  pickedPrice: { price: number; seq: number } | null;
}

export const initialTradingState: TradingState = {
  page: 'index',
  keyword: '',
  hits: [],
  searching: false,
  security: null,
  permitted: true,
  loadingSecurity: false,
  quote: null,
  period: 'minute',
  bars: [],
  barsPreClose: null,
  barsKey: '',
  maxBuy: null,
  maxSell: null,
  placing: false,
  ticketError: null,
  ticketNotice: null,
  cancelling: [],
  pickedPrice: null,
};

export const tradingSlice = createSlice({
  name: 'shszTrading',
  initialState: initialTradingState,
  reducers: {
    pageEntered(state, action: PayloadAction<{ page: MarketPageKey; symbol?: string }>) {
      if (state.page !== action.payload.page) {
        Object.assign(state, { ...initialTradingState, period: state.period });
      }
      state.page = action.payload.page;
    },
    pageLeft() {},
    searchChanged(state, action: PayloadAction<string>) {
      state.keyword = action.payload;
      state.searching = action.payload.trim() !== '';
      if (!state.searching) state.hits = [];
    },
    searchFinished(state, action: PayloadAction<SearchHit[]>) {
      state.hits = action.payload;
      state.searching = false;
    },
    securityRequested(state, _action: PayloadAction<{ symbol: string; market?: string }>) {
      state.loadingSecurity = true;
      state.keyword = '';
      state.hits = [];
    },
    securityLoaded(state, action: PayloadAction<{ info: SecurityInfo; permitted: boolean }>) {
      state.loadingSecurity = false;
      state.security = action.payload.info;
      state.permitted = action.payload.permitted;
      state.quote = null;
      state.bars = [];
      state.barsKey = '';
      state.maxBuy = null;
      state.maxSell = null;
      state.ticketError = null;
      state.ticketNotice = null;
    },
    /** The same security re-read (09:10–09:15): new last close and steps, nothing reset. */
    securityRefreshed(state, action: PayloadAction<{ info: SecurityInfo; permitted: boolean }>) {
      state.security = action.payload.info;
      state.permitted = action.payload.permitted;
    },
    /** A price clicked in the book or a table; the ticket takes it over. */
    pricePicked(state, action: PayloadAction<number>) {
      state.pickedPrice = { price: action.payload, seq: (state.pickedPrice?.seq ?? 0) + 1 };
    },
    securityFailed(state) {
      state.loadingSecurity = false;
    },
    quoteReceived(state, action: PayloadAction<Quote>) {
      const s = state.security;
      const q = action.payload;
      if (s && s.symbol === q.symbol && s.market === q.market) state.quote = q;
    },
    periodChanged(state, action: PayloadAction<ChartPeriod>) {
      state.period = action.payload;
    },
    barsLoaded(
      state,
      action: PayloadAction<{ key: string; bars: Bar[]; preClose: number | null }>,
    ) {
      state.bars = action.payload.bars;
      state.barsPreClose = action.payload.preClose;
      state.barsKey = action.payload.key;
    },
    maxVolumesRequested(_state, _action: PayloadAction<{ price: number }>) {},
    maxVolumesLoaded(state, action: PayloadAction<{ buy: number | null; sell: number | null }>) {
      state.maxBuy = action.payload.buy;
      state.maxSell = action.payload.sell;
    },
    orderSubmitted(state, _action: PayloadAction<OrderDraft>) {
      state.placing = true;
      state.ticketError = null;
      state.ticketNotice = null;
    },
    /** The ticket switched sides: the last order's notice and error no longer apply. */
    ticketCleared(state) {
      state.ticketError = null;
      state.ticketNotice = null;
    },
    orderAccepted(state, action: PayloadAction<string>) {
      state.placing = false;
      state.ticketNotice = action.payload;
    },
    orderRejected(state, action: PayloadAction<string>) {
      state.placing = false;
      state.ticketError = action.payload;
    },
    cancelRequested(state, action: PayloadAction<OrderRow>) {
      state.cancelling.push(action.payload.orderId);
    },
    cancelFinished(state, action: PayloadAction<string>) {
      state.cancelling = state.cancelling.filter((id) => id !== action.payload);
    },
  },
});

export const tradingActions = tradingSlice.actions;
