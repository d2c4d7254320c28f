import { QR_STATUS, TIMINGS_MS } from '@portal/shared-kit';
import { call, delay, put, race, take, takeLatest } from 'redux-saga/effects';
import { queryQrCodeStatus } from '../api/query-qr-code-status';
import type { QrCodeState, SavedQrCode } from '../api/qr-types';
import { saveQrCode } from '../api/save-qr-code';
import {
  modeChanged,
  qrIssued,
  qrRequested,
  qrSignedIn,
  qrStatusChanged,
  qrStopped,
} from './login.slice';

/**
 * Polls at the server's Freq until the key is authorised (sign in) or failed. The secret proves
 * this browser made the key: whoever else sees the QR code cannot take the session.
 */
export function* pollQr(key: string, secret: string, freqSeconds: number) {
  const interval = Math.max(1, freqSeconds) * TIMINGS_MS.ONE_SECOND;
  for (;;) {
    yield delay(interval);
    let state: QrCodeState;
    try {
      state = (yield call(queryQrCodeStatus, key, secret)) as QrCodeState;
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

/** Has the server make a new key (every QR code, and every refresh after 扫码失败), shows it, polls it. */
export function* runQr() {
  let saved: SavedQrCode;
  try {
    saved = (yield call(saveQrCode)) as SavedQrCode;
  } catch {
    yield put(qrStatusChanged(QR_STATUS.FAILED));
    return;
  }
  yield put(qrIssued({ key: saved.QRCodeKey, url: saved.APIUrl }));
  yield call(pollQr, saved.QRCodeKey, saved.QRCodeSecret, saved.Freq);
}

/** One QR session at a time; leaving QR mode or unmounting the panel stops polling. */
export function* qrSession() {
  yield race({ run: call(runQr), stop: take([qrStopped.type, modeChanged.type]) });
}

export function* qrSaga() {
  yield takeLatest(qrRequested.type, qrSession);
}
