import { session } from '@portal/shared-kit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { accountParams } from '../../../account/account.saga';
import type { AccountParams } from '../../../account/account-params';
import type { PositionRow } from '../../../api/account-rows';
import { queryPositions } from '../../../api/query-positions';
import { download } from '../api/export-query';
import { exportTodayFillsUrl } from '../api/export-today-fills';
import { exportTodayOrdersUrl } from '../api/export-today-orders';
import type { HistoryQuery } from '../api/history-query';
import { queryAssetDetail, type AssetDetail } from '../api/query-asset-detail';
import { queryHistoryFills } from '../api/query-history-fills';
import { queryHistoryOrders } from '../api/query-history-orders';
import { queryTodayFillsPage } from '../api/query-today-fills-page';
import { queryTodayOrdersPage } from '../api/query-today-orders-page';
import {
  queryCenterActions as a,
  selectQueryCenter,
  type QueryCenterState,
} from './query-center.slice';

type Page<T> = { total: number; rows: T[] };

/** Runs the query of the current tab (history only with a valid range). */
function* runQuery() {
  const s: QueryCenterState = yield select(selectQueryCenter);
  const account: AccountParams | null = yield call(accountParams);
  if (!account) {
    yield put(a.queryFailed());
    return;
  }
  const page: HistoryQuery = { pageIndex: s.pageIndex, pageSize: s.pageSize };
  const history: HistoryQuery = {
    ...page,
    ...(s.fromDate ? { fromDate: s.fromDate } : {}),
    ...(s.toDate ? { toDate: s.toDate } : {}),
  };
  try {
    if (s.tab === 'todayOrders') {
      const r: Page<never> = yield call(queryTodayOrdersPage, account, page);
      yield put(a.ordersLoaded(r));
    } else if (s.tab === 'historyOrders') {
      if (s.rangeError) throw new Error(s.rangeError);
      const r: Page<never> = yield call(queryHistoryOrders, account, history);
      yield put(a.ordersLoaded(r));
    } else if (s.tab === 'todayFills') {
      const r: Page<never> = yield call(queryTodayFillsPage, account, page);
      yield put(a.fillsLoaded(r));
    } else if (s.tab === 'historyFills') {
      if (s.rangeError) throw new Error(s.rangeError);
      const r: Page<never> = yield call(queryHistoryFills, account, history);
      yield put(a.fillsLoaded(r));
    } else {
      const [assets, positions]: [AssetDetail, PositionRow[]] = yield all([
        call(queryAssetDetail, account),
        call(queryPositions, account),
      ]);
      yield put(a.assetsLoaded({ assets, positions }));
    }
  } catch {
    yield put(a.queryFailed());
  }
}

/** Downloads today's orders or fills as the server's spreadsheet. */
function* runExport(action: PayloadAction<'orders' | 'fills'>) {
  const account: AccountParams | null = yield call(accountParams);
  const token = session.getState().token;
  if (!account || !token) return;
  const url =
    action.payload === 'orders'
      ? exportTodayOrdersUrl(account, token)
      : exportTodayFillsUrl(account, token);
  yield call(download, url);
}

export function* queryCenterSaga() {
  yield takeLatest([a.tabChosen.type, a.queryRequested.type, a.pageChanged.type], runQuery);
  yield takeEvery(a.exportRequested.type, runExport);
}
