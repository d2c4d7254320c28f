import { isEndNotBeforeStart } from '@portal/shared-kit';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FillRow, OrderRow, PositionRow } from '../../../api/account-rows';
import type { AssetDetail } from '../api/query-asset-detail';

/** The query center's tabs. */
export type QueryTab = 'todayOrders' | 'todayFills' | 'historyOrders' | 'historyFills' | 'assets';

/** Shown when a history range ends before it starts (spec §5 date comparison). */
export const RANGE_ERROR = '结束日期不能早于开始日期';

/** The range's error, or null when either end is open or the end is not before the start. */
export function rangeErrorOf(fromDate: string, toDate: string): string | null {
  return fromDate && toDate && !isEndNotBeforeStart(fromDate, toDate) ? RANGE_ERROR : null;
}

export interface QueryCenterState {
  tab: QueryTab;
  /** History range, YYYY-MM-DD. */
  fromDate: string;
  toDate: string;
  rangeError: string | null;
  pageIndex: number;
  pageSize: number;
  total: number;
  orders: OrderRow[];
  fills: FillRow[];
  positions: PositionRow[];
  assets: AssetDetail | null;
  loading: boolean;
}

export const initialQueryCenterState: QueryCenterState = {
  tab: 'todayOrders',
  fromDate: '',
  toDate: '',
  rangeError: null,
  pageIndex: 1,
  pageSize: 20,
  total: 0,
  orders: [],
  fills: [],
  positions: [],
  assets: null,
  loading: false,
};

export const queryCenterSlice = createSlice({
  name: 'shszQueryCenter',
  initialState: initialQueryCenterState,
  reducers: {
    tabChosen(state, action: PayloadAction<QueryTab>) {
      state.tab = action.payload;
      state.pageIndex = 1;
      state.total = 0;
      state.loading = true;
    },
    rangeChosen(
      state,
      action: PayloadAction<{ fromDate: string; toDate: string; error: string | null }>,
    ) {
      state.fromDate = action.payload.fromDate;
      state.toDate = action.payload.toDate;
      state.rangeError = action.payload.error;
    },
    queryRequested(state) {
      state.loading = true;
    },
    pageChanged(state, action: PayloadAction<{ pageIndex: number; pageSize: number }>) {
      state.pageIndex = action.payload.pageIndex;
      state.pageSize = action.payload.pageSize;
      state.loading = true;
    },
    ordersLoaded(state, action: PayloadAction<{ total: number; rows: OrderRow[] }>) {
      state.orders = action.payload.rows;
      state.total = action.payload.total;
      state.loading = false;
    },
    fillsLoaded(state, action: PayloadAction<{ total: number; rows: FillRow[] }>) {
      state.fills = action.payload.rows;
      state.total = action.payload.total;
      state.loading = false;
    },
    assetsLoaded(
      state,
      action: PayloadAction<{ assets: AssetDetail | null; positions: PositionRow[] }>,
    ) {
      state.assets = action.payload.assets;
      state.positions = action.payload.positions;
      state.loading = false;
    },
    queryFailed(state) {
      state.loading = false;
    },
    exportRequested(_state, _action: PayloadAction<'orders' | 'fills'>) {},
  },
});

export const queryCenterActions = queryCenterSlice.actions;

export const QUERY_CENTER_KEY = 'shszQueryCenter';

export const selectQueryCenter = (state: Record<string, unknown>): QueryCenterState =>
  (state[QUERY_CENTER_KEY] as QueryCenterState | undefined) ?? initialQueryCenterState;
