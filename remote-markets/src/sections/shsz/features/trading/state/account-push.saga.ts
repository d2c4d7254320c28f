import { pageHub } from '@portal/shared-kit';
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, debounce, put } from 'redux-saga/effects';
import { tradingActions } from './trading.slice';

/** Pushes the server sends the order's owner on every order change and execution report. */
export const ACCOUNT_PUSHES = ['StkOrderUpdate', 'StkTradeReport'] as const;

function accountChannel(): EventChannel<string> {
  return eventChannel((emit) => {
    const hub = pageHub();
    const handlers = ACCOUNT_PUSHES.map((name) => {
      const handler = () => emit(name);
      hub.on(name, handler);
      return () => hub.off(name, handler);
    });
    return () => handlers.forEach((off) => off());
  });
}

function* refresh() {
  yield put(tradingActions.accountRefreshRequested());
}

/** Re-reads the account shortly after order and fill pushes (a burst counts once). */
export function* watchAccountPushes() {
  const channel: EventChannel<string> = yield call(accountChannel);
  try {
    yield debounce(200, channel, refresh);
  } finally {
    channel.close();
  }
}
