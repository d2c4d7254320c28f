import { ACCOUNT_PUSH_NAMES, onAccountPush } from '@portal/shared-kit';
import { eventChannel, type EventChannel, type Task } from 'redux-saga';
import { call, debounce, join, put } from 'redux-saga/effects';
import { tradingActions } from './trading.slice';

/** Pushes the server sends the order's owner on every order change and execution report. */
export const ACCOUNT_PUSHES = ACCOUNT_PUSH_NAMES;

/** How long a burst of pushes (an order and its fills) is gathered before the account is re-read. */
export const PUSH_SETTLE_MS = 150;

function accountChannel(): EventChannel<string> {
  return eventChannel((emit) => onAccountPush((name) => emit(name)));
}

function* refresh() {
  yield put(tradingActions.accountRefreshRequested());
}

/**
 * Re-reads orders, fills, positions and cash right after order and fill pushes (a burst counts
 * once), so the page follows the exchange within a second and never polls.
 */
export function* watchAccountPushes() {
  const channel: EventChannel<string> = yield call(accountChannel);
  try {
    // `debounce` forks: wait on it, or the channel would close (and stop listening) at once.
    const watcher: Task = yield debounce(PUSH_SETTLE_MS, channel, refresh);
    yield join(watcher);
  } finally {
    channel.close();
  }
}
