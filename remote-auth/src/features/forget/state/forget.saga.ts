import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import { changePasswordByPhone } from '../api/change-password-by-phone';
import { resetDone, resetFailed, resetRequested, type ResetRequest } from './forget.slice';

export function* onReset(action: PayloadAction<ResetRequest>) {
  const { phone, code, password } = action.payload;
  try {
    yield call(changePasswordByPhone, phone.trim(), code.trim(), password);
  } catch {
    yield put(resetFailed());
    return;
  }
  yield put(resetDone());
}

export function* forgetSaga() {
  yield takeLatest(resetRequested.type, onReset);
}
