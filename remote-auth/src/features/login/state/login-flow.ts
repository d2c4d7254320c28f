import {
  LOGIN_LOG_TEXT,
  MESSAGES,
  deriveRole,
  homePathFor,
  readAreaChoice,
  session,
  sessionUserOf,
  type LoginMode,
  type SessionUser,
} from '@portal/shared-kit';
import { call, put, select } from 'redux-saga/effects';
import { authEffects } from '../../../common/auth-effects';
import { addOperationLog, type OperationLogEntry } from '../api/add-operation-log';
import { getAdminRight, type AdminRight } from '../api/get-admin-right';
import type { LoginAnswer } from '../api/login-types';
import { selectLoginTarget } from './login.selectors';
import { DEFAULT_LOGIN_TARGET, bindPhoneShown, loginFinished } from './login.slice';

const TRAINING_PATH = '/TrainTeach';

/** The session user info of spec §3 out of a login answer. */
export function toSessionUser(answer: LoginAnswer): SessionUser {
  return sessionUserOf(answer);
}

/** The login-log entry of login flow step 4. */
export function loginLogEntry(mode: LoginMode, userName: string, now: Date): OperationLogEntry {
  return {
    appName: '证券投资教学与模拟交易竞赛平台',
    appVersion: '1.0.0',
    ip: '',
    os: typeof navigator === 'undefined' ? '' : navigator.platform,
    username: userName,
    module: '登录',
    operation: '登录',
    content: LOGIN_LOG_TEXT[mode],
    operationTime: now.toISOString(),
    param1: '',
  };
}

/** True when the target is the training edition and the user may not use it. */
export function refusesTraining(target: string, hasTrainUsePower: boolean): boolean {
  return target.startsWith(TRAINING_PATH) && !hasTrainUsePower;
}

/** Steps 3-5 of the login flow: rights, login log, jump to the target. */
export function* finishLogin(mode: LoginMode) {
  let rights: AdminRight | null = null;
  try {
    rights = (yield call(getAdminRight)) as AdminRight;
  } catch {
    rights = null;
  }
  if (rights) {
    session.setPowers({
      hasTrainUsePower: Boolean(rights.hasTrainUsePower),
      hasCombinePower: Boolean(rights.hasCombinePower),
    });
    const role = deriveRole(rights);
    if (role) session.setRole(role);
  }
  const user = session.getState().user;
  try {
    yield call(addOperationLog, loginLogEntry(mode, user?.UserName ?? '', new Date()));
  } catch {
    // The login log is bookkeeping; a failure must not keep the user out.
  }
  yield put(loginFinished());
  const asked = (yield select(selectLoginTarget)) as string;
  // Without a requested page the user lands in their area (issue 33: a teacher in training).
  const { role } = session.getState();
  const target =
    asked === DEFAULT_LOGIN_TARGET
      ? homePathFor(role, user?.hasTrainUsePower, readAreaChoice())
      : asked;
  if (!rights) authEffects.success(MESSAGES.LOGIN_SUCCESS);
  if (refusesTraining(target, Boolean(user?.hasTrainUsePower))) {
    authEffects.warning(MESSAGES.NO_TRAINING_RIGHT);
    return;
  }
  authEffects.navigate(target);
}

/** Steps 1-2: store the session; without a phone on file the bind-phone panel comes first. */
export function* afterSignIn(answer: LoginAnswer, mode: LoginMode) {
  session.signIn(toSessionUser(answer));
  const role = deriveRole(answer);
  if (role) session.setRole(role);
  if (!answer.MobilePhone) {
    yield put(bindPhoneShown());
    return;
  }
  yield call(finishLogin, mode);
}
