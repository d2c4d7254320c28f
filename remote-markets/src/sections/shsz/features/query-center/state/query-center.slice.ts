import { isEndNotBeforeStart } from '@portal/shared-kit';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The query center's tabs. */
export type QueryTab = 'todayOrders' | 'todayFills' | 'historyOrders' | 'historyFills' | 'assets';

/** Shown when a history range ends before it starts (spec §5 date comparison). */
export const RANGE_ERROR = '结束日期不能早于开始日期';

/** The range's error, or null when either end is open or the end is not before the start. */
export function rangeErrorOf(fromDate: string, toDate: string): string | null {
  return fromDate && toDate && !isEndNotBeforeStart(fromDate, toDate) ? RANGE_ERROR : null;
}

/** What the query center shows: the tab, the history range and the page (the lists are cached
 * reads of the portal API, query-center-reads.ts). */
export interface QueryCenterState {
  tab: QueryTab;
  /** History range, YYYY-MM-DD. */
  fromDate: string;
  toDate: string;
  rangeError: string | null;
  pageIndex: number;
  pageSize: number;
}

export const initialQueryCenterState: QueryCenterState = {
  tab: 'todayOrders',
  fromDate: '',
  toDate: '',
  rangeError: null,
  pageIndex: 1,
  pageSize: 20,
};

export const queryCenterSlice = createSlice({
  name: 'shszQueryCenter',
  initialState: initialQueryCenterState,
  reducers: {
    tabChosen(state, action: PayloadAction<QueryTab>) {
      state.tab = action.payload;
      state.pageIndex = 1;
    },
    rangeChosen(
      state,
      action: PayloadAction<{ fromDate: string; toDate: string; error: string | null }>,
    ) {
      state.fromDate = action.payload.fromDate;
      state.toDate = action.payload.toDate;
      state.rangeError = action.payload.error;
    },
    pageChanged(state, action: PayloadAction<{ pageIndex: number; pageSize: number }>) {
      state.pageIndex = action.payload.pageIndex;
      state.pageSize = action.payload.pageSize;
    },
    exportRequested(_state, _action: PayloadAction<'orders' | 'fills'>) {},
  },
});

export const queryCenterActions = queryCenterSlice.actions;

export const QUERY_CENTER_KEY = 'shszQueryCenter';

export const selectQueryCenter = (state: Record<string, unknown>): QueryCenterState =>
  (state[QUERY_CENTER_KEY] as QueryCenterState | undefined) ?? initialQueryCenterState;
