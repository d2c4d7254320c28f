import { addF9Entry, F9_LIMIT, f9LimitText, removeF9Entry, type F9Entry } from '@portal/shared-kit';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SecurityInfo } from '../../../../../common';
import type { Bar, Quote, SearchHit } from '../../../api/market-types';

/** What the page shows about the active code. */
export interface DeepDataDetail {
  code: string;
  info: SecurityInfo | null;
  quote: Quote | null;
  bars: Bar[];
}

/** The deep-data (F9) list of spec §4 and the over-limit notice of spec §5. */
export interface DeepDataState {
  list: F9Entry[];
  /** 可同时查看的证券代码上限为7个… when an add was refused. */
  notice: string | null;
  keyword: string;
  hits: SearchHit[];
  /** Short names of the listed codes, for the tab labels. */
  names: Record<string, string>;
  detail: DeepDataDetail | null;
}

const securityMatches = (
  a: { symbol: string; market: string },
  b: { symbol: string; market: string },
) => a.symbol === b.symbol && a.market === b.market;

export const initialDeepDataState: DeepDataState = {
  list: [],
  notice: null,
  keyword: '',
  hits: [],
  names: {},
  detail: null,
};

export const deepDataSlice = createSlice({
  name: 'shszDeepData',
  initialState: initialDeepDataState,
  reducers: {
    listLoaded(state, action: PayloadAction<F9Entry[]>) {
      state.list = action.payload;
    },
    /** Adds a code and makes it active; an existing code is replaced; beyond 7 it is refused. */
    entryAdded(state, action: PayloadAction<string>) {
      const result = addF9Entry(state.list, action.payload, F9_LIMIT);
      state.list = result.list;
      state.notice = result.ok ? null : f9LimitText(F9_LIMIT);
    },
    /** Deletes a code; the last remaining entry becomes active. */
    entryRemoved(state, action: PayloadAction<string>) {
      state.list = removeF9Entry(state.list, action.payload);
      state.notice = null;
    },
    entryActivated(state, action: PayloadAction<string>) {
      state.list = state.list.map((e) => ({ ...e, isActive: e.code === action.payload }));
    },
    noticeClosed(state) {
      state.notice = null;
    },
    searchChanged(state, action: PayloadAction<string>) {
      state.keyword = action.payload;
      if (!action.payload.trim()) state.hits = [];
    },
    searchFinished(state, action: PayloadAction<SearchHit[]>) {
      state.hits = action.payload;
    },
    namesLoaded(state, action: PayloadAction<Record<string, string>>) {
      Object.assign(state.names, action.payload);
    },
    detailQuoteLoaded(state, action: PayloadAction<Quote>) {
      const d = state.detail;
      if (d && d.info && securityMatches(d.info, action.payload)) d.quote = action.payload;
    },
    detailLoaded(state, action: PayloadAction<DeepDataDetail>) {
      state.detail = action.payload;
    },
  },
});

export const deepDataActions = deepDataSlice.actions;

export const DEEP_DATA_KEY = 'shszDeepData';

export const selectDeepData = (state: Record<string, unknown>): DeepDataState =>
  (state[DEEP_DATA_KEY] as DeepDataState | undefined) ?? initialDeepDataState;
export const selectF9List = (s: Record<string, unknown>) => selectDeepData(s).list;
export const selectF9Notice = (s: Record<string, unknown>) => selectDeepData(s).notice;
export const selectDetail = (s: Record<string, unknown>) => selectDeepData(s).detail;
export const selectNames = (s: Record<string, unknown>) => selectDeepData(s).names;
export const selectF9Hits = (s: Record<string, unknown>) => selectDeepData(s).hits;
export const selectF9Keyword = (s: Record<string, unknown>) => selectDeepData(s).keyword;
export const selectActiveCode = (s: Record<string, unknown>) =>
  selectDeepData(s).list.find((e) => e.isActive)?.code ?? null;
