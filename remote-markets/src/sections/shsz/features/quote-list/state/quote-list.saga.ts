import {
  QUOTATION_PUSH_TYPES,
  TIMINGS_MS,
  type QuotationSubscription,
  pageHub,
} from '@portal/shared-kit';
import { eventChannel, type EventChannel, type Task } from 'redux-saga';
import { call, cancel, delay, fork, put, race, select, take, takeLatest } from 'redux-saga/effects';
import { securityKey } from '../../../../../common';
import type { Quote } from '../../../api/market-types';
import { toQuote } from '../../../api/to-quote';
import { getPlateMembers, type PlatePage } from '../api/get-plate-members';
import { getPlates, type PlateRow } from '../api/get-plates';
import { getQuotePage } from '../api/get-quote-page';
import { quoteListActions as a, selectQuoteList, type QuoteListState } from './quote-list.slice';

const MARKETS = ['SSE', 'SZSE', 'BSE'];
const MEMBER_PAGE = 200;
const TICK_TYPE = QUOTATION_PUSH_TYPES[2];
const members = new Map<number, string[]>();

/** Every member code of a plate (fetched page by page once, then cached). */
function* plateCodes(plateId: number) {
  const cached = members.get(plateId);
  if (cached) return cached;
  const codes: string[] = [];
  for (let page = 1; ; page += 1) {
    const res: PlatePage = yield call(getPlateMembers, plateId, MARKETS, page, MEMBER_PAGE);
    codes.push(...res.list.map((h) => `${h.symbol}.${h.market}`));
    if (res.list.length < MEMBER_PAGE || codes.length >= res.total) break;
  }
  members.set(plateId, codes);
  return codes;
}

/** Loads the visible page of the chosen plate, sorted on the server. */
function* loadPage() {
  const s: QuoteListState = yield select(selectQuoteList);
  try {
    const codes: string[] = yield call(plateCodes, s.plateId);
    if (!codes.length) {
      yield put(a.rowsLoaded({ total: 0, rows: [] }));
      return;
    }
    const page: { total: number; rows: Quote[] } = yield call(
      getQuotePage,
      codes,
      s.sort,
      s.pageIndex,
      s.pageSize,
    );
    yield put(a.rowsLoaded(page));
  } catch {
    yield put(a.rowsLoaded({ total: 0, rows: [] }));
  }
}

function pushChannel(): EventChannel<object> {
  return eventChannel((emit) => {
    const handler = (row: unknown) => emit((row ?? {}) as object);
    pageHub().on(TICK_TYPE, handler);
    return () => pageHub().off(TICK_TYPE, handler);
  });
}

/** Subscribes the visible codes and applies their pushes until cancelled. */
function* followRows(keys: string[]) {
  const subscription: QuotationSubscription = {
    QuotationType: TICK_TYPE,
    SearchParamData: keys.join(','),
  };
  const channel: EventChannel<object> = yield call(pushChannel);
  pageHub()
    .subscribe(subscription)
    .catch(() => undefined);
  try {
    while (true) {
      const row: object = yield take(channel);
      const q = toQuote(row);
      if (keys.includes(securityKey(q))) yield put(a.rowUpdated(q));
    }
  } finally {
    channel.close();
    pageHub()
      .unsubscribe(subscription)
      .catch(() => undefined);
  }
}

/** Re-reads the page every timer tick so the sort order stays current. */
function* refresh() {
  while (true) {
    yield delay(TIMINGS_MS.TIMER_TICK);
    yield call(loadPage);
  }
}

function* whileOpen() {
  try {
    const plates: PlateRow[] = yield call(getPlates, MARKETS);
    yield put(a.platesLoaded(plates));
  } catch {
    // The plate menu keeps the fixed market entries.
  }
  yield fork(loadPage);
  yield race({ refresh: call(refresh), closed: take(a.closed.type) });
}

/** Follows the visible codes live; a new subscription only when the visible set changes. */
function* watchRows() {
  let followed = '';
  let task: Task | null = null;
  while (true) {
    const action: { type: string } = yield take([a.rowsLoaded.type, a.closed.type]);
    const s: QuoteListState = yield select(selectQuoteList);
    const keys = action.type === a.closed.type ? [] : s.rows.map(securityKey);
    const signature = keys.join(',');
    if (signature === followed) continue;
    followed = signature;
    if (task) yield cancel(task);
    task = keys.length ? yield fork(followRows, keys) : null;
  }
}

export function* quoteListSaga() {
  yield takeLatest(a.opened.type, whileOpen);
  yield takeLatest([a.plateChosen.type, a.sortChanged.type, a.pageChanged.type], loadPage);
  yield fork(watchRows);
}
