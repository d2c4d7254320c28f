import { QR_STATUS, TIMINGS_MS } from '@portal/shared-kit';
import { call, delay, put, race, take, takeLatest } from 'redux-saga/effects';
import { queryQrCodeStatus } from '../api/query-qr-code-status';
import type { QrCodeState } from '../api/qr-types';
import { saveQrCode } from '../api/save-qr-code';
import {
  modeChanged,
  qrIssued,
  qrRequested,
  qrSignedIn,
  qrStatusChanged,
  qrStopped,
} from './login.slice';

/** A fresh key for every QR code; a refresh after 扫码失败 makes a new one. */
export function newQrKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Polls at the server's Freq until the key is authorised (sign in) or failed. */
export function* pollQr(key: string, freqSeconds: number) {
  const interval = Math.max(1, freqSeconds) * TIMINGS_MS.ONE_SECOND;
  for (;;) {
    yield delay(interval);
    let state: QrCodeState;
    try {
      state = (yield call(queryQrCodeStatus, key)) as QrCodeState;
    } catch {
      // A missed poll is retried at the next tick.
      continue;
    }
    yield put(qrStatusChanged(state.Status));
    if (state.Status === QR_STATUS.FAILED) return;
    if (state.Status === QR_STATUS.AUTHORISED) {
      // Signing in unmounts the QR panel, which ends this session; the login saga carries on.
      if (state.User) yield put(qrSignedIn(state.User));
      return;
    }
  }
}

/** Registers a new key, shows its code and polls it. */
export function* runQr() {
  let saved: QrCodeState;
  try {
    saved = (yield call(saveQrCode, newQrKey())) as QrCodeState;
  } catch {
    yield put(qrStatusChanged(QR_STATUS.FAILED));
    return;
  }
  yield put(qrIssued({ key: saved.QRCodeKey, url: saved.APIUrl }));
  yield call(pollQr, saved.QRCodeKey, saved.Freq);
}

/** One QR session at a time; leaving QR mode or unmounting the panel stops polling. */
export function* qrSession() {
  yield race({ run: call(runQr), stop: take([qrStopped.type, modeChanged.type]) });
}

export function* qrSaga() {
  yield takeLatest(qrRequested.type, qrSession);
}
