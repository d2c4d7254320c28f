import { LOGIN_MODE, QR_STATUS, type LoginMode, type QrStatus } from '@portal/shared-kit';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginAnswer } from '../api/login-types';

/** Default target after login (spec §4). */
export const DEFAULT_LOGIN_TARGET = '/mainmatch';

/** A sign-in attempt from the account or the phone form. */
export type LoginRequest =
  | { mode: typeof LOGIN_MODE.ACCOUNT; account: string; password: string }
  | { mode: typeof LOGIN_MODE.PHONE; phone: string; code: string };

export interface QrPanelState {
  key: string | null;
  /** The scan link the code encodes. */
  url: string;
  status: QrStatus;
  loading: boolean;
}

export interface LoginState {
  mode: LoginMode;
  submitting: boolean;
  /** Server message of a failed sign-in, shown in an inline alert. */
  error: string | null;
  /** The bind-phone panel is open (signed in, no phone on file). */
  bindPhone: boolean;
  binding: boolean;
  /** Where to jump after login. */
  target: string;
  qr: QrPanelState;
}

export const initialLoginState: LoginState = {
  mode: LOGIN_MODE.ACCOUNT,
  submitting: false,
  error: null,
  bindPhone: false,
  binding: false,
  target: DEFAULT_LOGIN_TARGET,
  qr: { key: null, url: '', status: QR_STATUS.WAITING, loading: false },
};

export const loginSlice = createSlice({
  name: 'login',
  initialState: initialLoginState,
  reducers: {
    modeChanged(state, action: PayloadAction<LoginMode>) {
      state.mode = action.payload;
      state.error = null;
    },
    targetSet(state, action: PayloadAction<string>) {
      state.target = action.payload || DEFAULT_LOGIN_TARGET;
    },
    loginRequested(state, _action: PayloadAction<LoginRequest>) {
      state.submitting = true;
      state.error = null;
    },
    loginFailed(state, action: PayloadAction<string>) {
      state.submitting = false;
      state.error = action.payload;
    },
    loginFinished(state) {
      state.submitting = false;
      state.bindPhone = false;
      state.binding = false;
    },
    errorCleared(state) {
      state.error = null;
    },
    bindPhoneShown(state) {
      state.submitting = false;
      state.bindPhone = true;
    },
    bindRequested(state, _action: PayloadAction<{ phone: string; code: string }>) {
      state.binding = true;
    },
    bindFailed(state) {
      state.binding = false;
    },
    bindSkipped(state) {
      state.binding = true;
    },
    qrRequested(state) {
      state.qr = { ...state.qr, loading: true, status: QR_STATUS.WAITING };
    },
    qrIssued(state, action: PayloadAction<{ key: string; url: string }>) {
      state.qr = { ...action.payload, status: QR_STATUS.WAITING, loading: false };
    },
    qrStatusChanged(state, action: PayloadAction<QrStatus>) {
      state.qr.status = action.payload;
      state.qr.loading = false;
    },
    qrStopped(state) {
      state.qr.loading = false;
    },
    /** The QR key was authorised: the login flow continues outside the QR panel's lifetime. */
    qrSignedIn(_state, _action: PayloadAction<LoginAnswer>) {},
  },
});

export const {
  modeChanged,
  targetSet,
  loginRequested,
  loginFailed,
  loginFinished,
  errorCleared,
  bindPhoneShown,
  bindRequested,
  bindFailed,
  bindSkipped,
  qrRequested,
  qrIssued,
  qrStatusChanged,
  qrStopped,
  qrSignedIn,
} = loginSlice.actions;
