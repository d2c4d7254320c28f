import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Quote } from '../../../api/market-types';
import type { PlateRow } from '../api/get-plates';
import type { QuoteSort } from '../api/get-quote-page';

/** The market center's quote list: a plate, its sort and page, and the visible rows. */
export interface QuoteListState {
  plates: PlateRow[];
  plateId: number;
  sort: QuoteSort;
  pageIndex: number;
  pageSize: number;
  total: number;
  rows: Quote[];
  loading: boolean;
}

/** 沪深A股 by change, the list a market screen opens with. */
export const DEFAULT_PLATE = 1;

export const initialQuoteListState: QuoteListState = {
  plates: [],
  plateId: DEFAULT_PLATE,
  sort: { orderBy: 'changePct', sortord: 'desc' },
  pageIndex: 1,
  pageSize: 20,
  total: 0,
  rows: [],
  loading: false,
};

export const quoteListSlice = createSlice({
  name: 'shszQuoteList',
  initialState: initialQuoteListState,
  reducers: {
    opened(state, action: PayloadAction<{ plateId?: number }>) {
      if (action.payload.plateId !== undefined) state.plateId = action.payload.plateId;
      state.loading = true;
    },
    closed() {},
    platesLoaded(state, action: PayloadAction<PlateRow[]>) {
      state.plates = action.payload;
    },
    plateChosen(state, action: PayloadAction<number>) {
      state.plateId = action.payload;
      state.pageIndex = 1;
      state.loading = true;
    },
    sortChanged(state, action: PayloadAction<QuoteSort>) {
      state.sort = action.payload;
      state.pageIndex = 1;
      state.loading = true;
    },
    pageChanged(state, action: PayloadAction<{ pageIndex: number; pageSize: number }>) {
      state.pageIndex = action.payload.pageIndex;
      state.pageSize = action.payload.pageSize;
      state.loading = true;
    },
    rowsLoaded(state, action: PayloadAction<{ total: number; rows: Quote[] }>) {
      state.total = action.payload.total;
      state.rows = action.payload.rows;
      state.loading = false;
    },
    /** A live push: the row of that security changes in place. */
    rowUpdated(state, action: PayloadAction<Quote>) {
      const q = action.payload;
      const i = state.rows.findIndex((r) => r.symbol === q.symbol && r.market === q.market);
      if (i >= 0) state.rows[i] = q;
    },
  },
});

export const quoteListActions = quoteListSlice.actions;

export const QUOTE_LIST_KEY = 'shszQuoteList';

export const selectQuoteList = (state: Record<string, unknown>): QuoteListState =>
  (state[QUOTE_LIST_KEY] as QuoteListState | undefined) ?? initialQuoteListState;
