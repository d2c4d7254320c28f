import {
  QUOTATION_PUSH_TYPES,
  TIMINGS_MS,
  type QuotationSubscription,
  pageHub,
} from '@portal/shared-kit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, fork, put, race, select, take } from 'redux-saga/effects';
import { securityKey, type SecurityInfo } from '../../../../../common';
import { getQuotes } from '../../../api/get-quotes';
import {
  selectInTradingHours,
  selectServerNow,
} from '../../../market-clock/state/market-clock.slice';
import { toQuote } from '../../../api/to-quote';
import type { Quote } from '../model';
import { tradingActions } from './trading.slice';

/** Stock quotes arrive as TickQuotationInfo pushes (spec §3). */
const TICK_TYPE = QUOTATION_PUSH_TYPES[2];

function quoteChannel(): EventChannel<object> {
  return eventChannel((emit) => {
    const handler = (row: unknown) => emit((row ?? {}) as object);
    const hub = pageHub();
    hub.on(TICK_TYPE, handler);
    return () => hub.off(TICK_TYPE, handler);
  });
}

/** Forwards pushes of the followed security; records when the last one came. */
function* pump(channel: EventChannel<object>, key: string, heard: { at: number }) {
  while (true) {
    const row: object = yield take(channel);
    const quote = toQuote(row);
    if (securityKey(quote) !== key) continue;
    heard.at = Date.now();
    yield put(tradingActions.quoteReceived(quote));
  }
}

/**
 * Reads the snapshot now and whenever the hub has been quiet for a timer tick (3 s); outside
 * trading hours (spec §9 check) the first snapshot is enough.
 */
function* poll(key: string, heard: { at: number }) {
  let polled = false;
  while (true) {
    const open: boolean = yield select(selectInTradingHours);
    const clockKnown: boolean = yield select(
      (s: Record<string, unknown>) => selectServerNow(s) > 0,
    );
    const wanted = !polled || open || !clockKnown;
    if (wanted && Date.now() - heard.at >= TIMINGS_MS.TIMER_TICK) {
      polled = true;
      try {
        const quotes: Quote[] = yield call(getQuotes, [key]);
        const q = quotes[0];
        if (q) yield put(tradingActions.quoteReceived(q));
      } catch {
        // Try again on the next tick.
      }
    }
    yield delay(TIMINGS_MS.TIMER_TICK);
  }
}

/**
 * Follows one security live: subscribes its code on the hub, forwards pushes and polls while the
 * hub is quiet; unsubscribes when the page leaves or another security is chosen.
 */
export function* followSecurity(action: PayloadAction<{ info: SecurityInfo }>) {
  const key = securityKey(action.payload.info);
  const subscription: QuotationSubscription = { QuotationType: TICK_TYPE, SearchParamData: key };
  const channel: EventChannel<object> = yield call(quoteChannel);
  const heard = { at: 0 };
  pageHub()
    .subscribe(subscription)
    .catch(() => undefined);
  try {
    yield fork(pump, channel, key, heard);
    yield race({ polling: call(poll, key, heard), left: take(tradingActions.pageLeft.type) });
  } finally {
    channel.close();
    pageHub()
      .unsubscribe(subscription)
      .catch(() => undefined);
  }
}
