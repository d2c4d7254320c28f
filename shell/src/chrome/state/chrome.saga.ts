import { LANDING_PATH, MESSAGES, isApiError, session } from '@portal/shared-kit';
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import { createSecret, type CreatedSecret } from '../api/create-secret';
import { getChatIsShow, type ChatIsShow } from '../api/get-chat-is-show';
import { getConfig, type ConfigValue } from '../api/get-config';
import { getAccountExpiredDays, type AccountExpiry } from '../api/get-account-expired-days';
import { getMyUserInfo } from '../api/get-my-user-info';
import { logout } from '../api/logout';
import { querySecret } from '../api/query-secret';
import type { RobotSecret } from '../api/robot-secret';
import { chromeEffects } from './chrome-effects';
import { selectChrome } from './chrome.selectors';
import {
  expiryFound,
  logoutFinished,
  logoutRequested,
  robotFailed,
  robotOpened,
  robotReady,
  sessionChecked,
  settingsLoaded,
  settingsRequested,
  type ChromeState,
} from './chrome.slice';

/** Logout (spec §4): server logout, then forget the session and go to /index (reload if there). */
export function* onLogout() {
  try {
    yield call(logout);
  } catch {
    // The wrapper showed the message as an error toast.
    yield put(logoutFinished());
    return;
  }
  session.clear();
  yield put(logoutFinished());
  yield put(expiryFound(null));
  if (chromeEffects.pathname() === LANDING_PATH) chromeEffects.reload();
  else chromeEffects.navigate(LANDING_PATH);
}

/**
 * A page opened with a stored token: confirm the session is alive (a 401 expires it through the
 * shared client) and, for teachers and admins, read the account expiry.
 */
export function* onSessionChecked() {
  if (!session.getState().token) return;
  try {
    yield call(getMyUserInfo);
  } catch {
    return;
  }
  const { role } = session.getState();
  if (role !== 'teacher' && role !== 'admin') return;
  try {
    const expiry = (yield call(getAccountExpiredDays)) as AccountExpiry;
    yield put(expiryFound(expiry.isNearestExpired ? expiry.endTime : null));
  } catch {
    // The notice is a courtesy; without the data nothing is shown.
  }
}

/** The help box's settings: the hotline and whether online customer service shows. */
export function* onSettingsRequested() {
  try {
    const [hotline, chatIsShow] = (yield all([
      call(getConfig, 'ServiceHotline'),
      call(getChatIsShow),
    ])) as [ConfigValue, ChatIsShow];
    yield put(settingsLoaded({ hotline, chatIsShow: chatIsShow !== false }));
  } catch {
    // The defaults stay: the built-in hotline and the online service shown.
  }
}

const failureText = (error: unknown, fallback: string): string =>
  isApiError(error) && error.kind === 'business' && error.message ? error.message : fallback;

/** Robot chat: read the user's secret, or create one when none exists (spec §7 robot host). */
export function* onRobotOpened() {
  const { robot } = (yield select(selectChrome)) as ChromeState;
  if (robot.secret) return;
  if (!session.getState().token) {
    // The drawer asks for a login; nothing to fetch yet.
    yield put(robotReady(''));
    return;
  }
  const loginName = session.getState().user?.UserName ?? '';
  let secret = '';
  try {
    secret = ((yield call(querySecret, loginName)) as RobotSecret).secret;
  } catch (error) {
    yield put(robotFailed(failureText(error, MESSAGES.QUERY_SECRET_FAILED)));
    return;
  }
  if (!secret) {
    try {
      secret = ((yield call(createSecret, loginName)) as CreatedSecret).secret;
    } catch (error) {
      yield put(robotFailed(failureText(error, MESSAGES.CREATE_SECRET_FAILED)));
      return;
    }
  }
  if (secret) yield put(robotReady(secret));
  else yield put(robotFailed(MESSAGES.CREATE_SECRET_FAILED));
}

export function* chromeSaga() {
  yield all([
    takeLatest(logoutRequested.type, onLogout),
    takeLatest(sessionChecked.type, onSessionChecked),
    takeLatest(robotOpened.type, onRobotOpened),
    takeLatest(settingsRequested.type, onSettingsRequested),
  ]);
}
