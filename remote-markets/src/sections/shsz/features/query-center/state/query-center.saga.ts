import { session } from '@portal/shared-kit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, takeEvery } from 'redux-saga/effects';
import { accountParams } from '../../../account/account.saga';
import type { AccountParams } from '../../../account/account-params';
import { download } from '../api/export-query';
import { exportTodayFillsUrl } from '../api/export-today-fills';
import { exportTodayOrdersUrl } from '../api/export-today-orders';
import { queryCenterActions as a } from './query-center.slice';

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

/** The query center's flow: the exports (its lists read the portal API, query-center-reads.ts). */
export function* queryCenterSaga() {
  yield takeEvery(a.exportRequested.type, runExport);
}
