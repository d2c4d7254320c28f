import { TIMINGS_MS } from '@portal/shared-kit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, fork, put, takeEvery } from 'redux-saga/effects';
import { sendPhoneCode } from './api/send-phone-code';
import { sendVerifyCode } from './api/send-verify-code';
import {
  countdownTicked,
  sendCodeFailed,
  sendCodeRequested,
  sendCodeSucceeded,
  type SmsChannel,
} from './sms.slice';

const SEND: Record<SmsChannel, (phone: string) => Promise<boolean>> = {
  login: (phone) => sendPhoneCode(phone, 2),
  forget: (phone) => sendPhoneCode(phone, 4),
  register: (phone) => sendVerifyCode(phone, 1),
  bind: (phone) => sendVerifyCode(phone, 3),
};

/** Counts the resend button down from 120 s, one tick a second. */
export function* runCountdown(channel: SmsChannel) {
  const total = TIMINGS_MS.SMS_RESEND_COUNTDOWN / TIMINGS_MS.ONE_SECOND;
  for (let seconds = total; seconds > 0; seconds -= 1) {
    yield put(countdownTicked({ channel, seconds }));
    yield delay(TIMINGS_MS.ONE_SECOND);
  }
  yield put(countdownTicked({ channel, seconds: 0 }));
}

/** Sends one code; the shared client already showed the server message or 请求异常 on failure. */
export function* sendCode(action: PayloadAction<{ channel: SmsChannel; phone: string }>) {
  const { channel, phone } = action.payload;
  try {
    yield call(SEND[channel], phone.trim());
    yield put(sendCodeSucceeded(channel));
    yield fork(runCountdown, channel);
  } catch {
    yield put(sendCodeFailed(channel));
  }
}

export function* smsSaga() {
  yield takeEvery(sendCodeRequested.type, sendCode);
}
