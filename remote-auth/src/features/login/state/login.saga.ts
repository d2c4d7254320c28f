import { LOGIN_MODE, MESSAGES, isApiError, type LoginMode } from '@portal/shared-kit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import { authEffects } from '../../../common/auth-effects';
import { changeMobilePhone } from '../api/change-mobile-phone';
import { loginByPassword } from '../api/login-by-password';
import { loginByPhoneCode } from '../api/login-by-phone-code';
import type { LoginAnswer } from '../api/login-types';
import { afterSignIn, finishLogin } from './login-flow';
import { selectLogin } from './login.selectors';
import {
  bindFailed,
  bindRequested,
  bindSkipped,
  loginFailed,
  loginRequested,
  qrSignedIn,
  type LoginRequest,
} from './login.slice';
import { qrSaga } from './qr.saga';

/** The message of a failed call: the server's words, or 请求异常 when it was not reached. */
export function failureText(error: unknown): string {
  return isApiError(error) && error.message ? error.message : MESSAGES.REQUEST_FAILED;
}

function signIn(request: LoginRequest): Promise<LoginAnswer> {
  return request.mode === LOGIN_MODE.ACCOUNT
    ? loginByPassword(request.account.trim(), request.password)
    : loginByPhoneCode(request.phone.trim(), request.code.trim());
}

export function* login(action: PayloadAction<LoginRequest>) {
  let answer: LoginAnswer;
  try {
    answer = (yield call(signIn, action.payload)) as LoginAnswer;
  } catch (error) {
    yield put(loginFailed(failureText(error)));
    return;
  }
  yield call(afterSignIn, answer, action.payload.mode);
}

function* currentMode() {
  return ((yield select(selectLogin)) as { mode: LoginMode }).mode;
}

export function* bindPhone(action: PayloadAction<{ phone: string; code: string }>) {
  try {
    yield call(changeMobilePhone, action.payload.phone.trim(), action.payload.code.trim());
  } catch {
    // The wrapper showed the server message as an error toast.
    yield put(bindFailed());
    return;
  }
  authEffects.success(MESSAGES.BIND_SUCCESS);
  yield call(finishLogin, (yield* currentMode()) as LoginMode);
}

export function* qrLogin(action: PayloadAction<LoginAnswer>) {
  yield call(afterSignIn, action.payload, LOGIN_MODE.QR);
}

export function* skipBind() {
  yield call(finishLogin, (yield* currentMode()) as LoginMode);
}

export function* loginSaga() {
  yield all([
    takeLatest(loginRequested.type, login),
    takeLatest(bindRequested.type, bindPhone),
    takeLatest(bindSkipped.type, skipBind),
    takeLatest(qrSignedIn.type, qrLogin),
    call(qrSaga),
  ]);
}
