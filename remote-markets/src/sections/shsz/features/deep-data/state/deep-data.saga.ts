import {
  TOP_TAB_SEARCH_MARKETS,
  TIMINGS_MS,
  SEARCH_LIMITS,
  type F9Entry,
} from '@portal/shared-kit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { saveF9List, securityKey, type SecurityInfo } from '../../../../../common';
import { getBars, type BarSet } from '../../../api/get-bars';
import { getQuotes } from '../../../api/get-quotes';
import { getSecurityInfo } from '../../../api/get-security-info';
import type { Quote, SearchHit } from '../../../api/market-types';
import { searchSecurities } from '../../../api/search-securities';
import {
  deepDataActions as a,
  selectActiveCode,
  selectF9List,
  selectNames,
} from './deep-data.slice';

/** Persists the F9 list locally after every change (spec §4). */
function* persist() {
  const list: F9Entry[] = yield select(selectF9List);
  yield call(saveF9List, list);
}

/** Short names for tab labels of codes not named yet. */
function* nameCodes() {
  const list: F9Entry[] = yield select(selectF9List);
  const names: Record<string, string> = yield select(selectNames);
  const missing = list.map((e) => e.code).filter((c) => !names[c]);
  if (!missing.length) return;
  try {
    const infos: SecurityInfo[] = yield call(getSecurityInfo, missing);
    yield put(a.namesLoaded(Object.fromEntries(infos.map((i) => [securityKey(i), i.shortName]))));
  } catch {
    // Tabs keep showing the bare codes.
  }
}

/** Loads the record, quote and daily bars of the active code. */
function* loadDetail() {
  const code: string | null = yield select(selectActiveCode);
  if (!code) return;
  try {
    const [infos, quotes]: [SecurityInfo[], Quote[]] = yield all([
      call(getSecurityInfo, [code]),
      call(getQuotes, [code]),
    ]);
    const info = infos[0] ?? null;
    const set: BarSet = info
      ? yield call(getBars, info.symbol, info.market, 'day')
      : { bars: [], preClose: null };
    yield put(a.detailLoaded({ code, info, quote: quotes[0] ?? null, bars: set.bars }));
  } catch {
    yield put(a.detailLoaded({ code, info: null, quote: null, bars: [] }));
  }
}

/** Top-tab style search across markets (spec §9: 30 hits, 200 ms debounce). */
function* search(action: PayloadAction<string>) {
  const keyword = action.payload.trim();
  if (!keyword) return;
  yield delay(SEARCH_LIMITS.TOP_TAB_DEBOUNCE_MS);
  try {
    const hits: SearchHit[] = yield call(
      searchSecurities,
      keyword,
      TOP_TAB_SEARCH_MARKETS.filter((m) => ['SSE', 'SZSE', 'BSE'].includes(m)),
      SEARCH_LIMITS.TOP_TAB_MAX,
    );
    yield put(a.searchFinished(hits));
  } catch {
    yield put(a.searchFinished([]));
  }
}

/** Refreshes the active code's quote every timer tick. */
function* refreshQuote() {
  while (true) {
    yield delay(TIMINGS_MS.TIMER_TICK);
    const code: string | null = yield select(selectActiveCode);
    if (!code) continue;
    try {
      const quotes: Quote[] = yield call(getQuotes, [code]);
      if (quotes[0]) yield put(a.detailQuoteLoaded(quotes[0]));
    } catch {
      // The next tick tries again.
    }
  }
}

export function* deepDataSaga() {
  const changed = [a.entryAdded.type, a.entryRemoved.type, a.entryActivated.type];
  yield all([
    takeEvery(changed, persist),
    takeLatest([...changed, a.listLoaded.type], nameCodes),
    takeLatest([...changed, a.listLoaded.type], loadDetail),
    takeLatest(a.searchChanged.type, search),
    call(refreshQuote),
  ]);
}
