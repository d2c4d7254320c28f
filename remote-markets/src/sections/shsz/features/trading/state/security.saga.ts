import { session } from '@portal/shared-kit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import { securityKey, type SecurityInfo } from '../../../../../common';
import { getBars, type BarSet } from '../../../api/get-bars';
import { getSecurityInfo } from '../../../api/get-security-info';
import type { ChartPeriod } from '../model';
import { isPermittedInMatch } from './permission';
import { selectPeriod, selectSecurity } from './trading.selectors';
import { tradingActions } from './trading.slice';

/** Loads a security's info record and checks it against the current match. */
export function* loadSecurity(action: PayloadAction<{ symbol: string; market?: string }>) {
  const { symbol, market } = action.payload;
  const code = market ? `${symbol}.${market}` : symbol;
  try {
    const list: SecurityInfo[] = yield call(getSecurityInfo, [code]);
    const info = list[0];
    if (!info) throw new Error(`no security info for ${code}`);
    const permitted = isPermittedInMatch(session.getState().currentMatch, info);
    yield put(tradingActions.securityLoaded({ info, permitted }));
  } catch {
    yield put(tradingActions.securityFailed());
  }
}

/** Re-reads the current security's record (09:10–09:15 refresh of spec §4). */
export function* reloadSecurity() {
  const info: SecurityInfo | null = yield select(selectSecurity);
  if (!info) return;
  try {
    const list: SecurityInfo[] = yield call(getSecurityInfo, [securityKey(info)]);
    const fresh = list[0];
    if (fresh) {
      const permitted = isPermittedInMatch(session.getState().currentMatch, fresh);
      yield put(tradingActions.securityRefreshed({ info: fresh, permitted }));
    }
  } catch {
    // The old record stays in use.
  }
}

/** Loads the bars of the chart period for the current security. */
export function* loadBars() {
  const info: SecurityInfo | null = yield select(selectSecurity);
  const period: ChartPeriod = yield select(selectPeriod);
  if (!info) return;
  try {
    const set: BarSet = yield call(getBars, info.symbol, info.market, period);
    yield put(
      tradingActions.barsLoaded({
        key: `${securityKey(info)}|${period}`,
        bars: set.bars,
        preClose: set.preClose,
      }),
    );
  } catch {
    yield put(
      tradingActions.barsLoaded({
        key: `${securityKey(info)}|${period}`,
        bars: [],
        preClose: null,
      }),
    );
  }
}
