import { HUB_TIMINGS, isResubscribeWindow, pageHub, TIMINGS_MS } from '@portal/shared-kit';
import { all, call, delay, put } from 'redux-saga/effects';
import { isSecurityInfoRefreshWindow, isTradingHours, shanghaiWallDate } from '../../../../common';
import { getSystemTime, type SystemTime } from '../api/get-system-time';
import { clockTicked, securityInfoRefreshDue } from './market-clock.slice';

/** Server time as last fetched, advanced by the local clock in between. */
interface ClockReading {
  at: SystemTime | null;
  fetchedAt: number;
}

const reading: ClockReading = { at: null, fetchedAt: 0 };

/** Server time now (falls back to the local clock before the first answer). */
export function serverNow(localNow: number = Date.now()): number {
  if (!reading.at || !Number.isFinite(reading.at.serverMs)) return localNow;
  return reading.at.serverMs + (localNow - reading.fetchedAt);
}

/** Fetches server time every 60 s (spec §9). */
function* refreshServerTime() {
  while (true) {
    try {
      const at: SystemTime = yield call(getSystemTime);
      reading.at = at;
      reading.fetchedAt = Date.now();
    } catch {
      // Keep ticking from the last reading; the next refresh tries again.
    }
    yield delay(TIMINGS_MS.SERVER_TIME_REFRESH);
  }
}

/** The 1-second local tick: publishes server time and the trading-hours check. */
function* tick() {
  while (true) {
    const now = serverNow();
    yield put(
      clockTicked({
        now,
        tradingDate: reading.at?.tradingDate ?? '',
        inTradingHours: isTradingHours(now),
      }),
    );
    yield delay(TIMINGS_MS.ONE_SECOND);
  }
}

/** Every 60 s: inside 09:10–09:15 by server time, asks the trading page to reload security info. */
function* securityInfoRefresh() {
  while (true) {
    yield delay(TIMINGS_MS.SECURITY_INFO_REFRESH_CHECK);
    if (isSecurityInfoRefreshWindow(serverNow())) yield put(securityInfoRefreshDue());
  }
}

/** The 5-second watch of spec §9: in the listed windows, re-subscribes silent quotation types. */
function* quotationWatch() {
  while (true) {
    yield delay(HUB_TIMINGS.QUOTATION_WATCH);
    if (!isResubscribeWindow(shanghaiWallDate(serverNow()))) continue;
    try {
      yield call(() => pageHub().resubscribeSilent());
    } catch (error) {
      console.error('quotation re-subscribe failed', error);
    }
  }
}

/** The section's timers (spec §9). */
export function* marketClockSaga() {
  yield all([call(refreshServerTime), call(tick), call(securityInfoRefresh), call(quotationWatch)]);
}
