import { MESSAGES } from './messages';

/** Login modes (spec §4). */
export const LOGIN_MODE = { ACCOUNT: 1, PHONE: 2, QR: 3 } as const;
export type LoginMode = (typeof LOGIN_MODE)[keyof typeof LOGIN_MODE];

/** Login mode labels. */
export const LOGIN_MODE_LABELS: Readonly<Record<LoginMode, string>> = {
  1: '账号密码登录',
  2: '手机验证码登录',
  3: '扫码登录',
};

/** QR code session status (spec §4). */
export const QR_STATUS = { WAITING: 0, SCANNED: 1, FAILED: 3, AUTHORISED: 4 } as const;
export type QrStatus = (typeof QR_STATUS)[keyof typeof QR_STATUS];

/** What the QR panel shows per status; waiting shows only the code. */
export const QR_STATUS_TEXT: Readonly<Record<QrStatus, string>> = {
  0: '',
  1: MESSAGES.QR_SCANNED,
  3: MESSAGES.QR_FAILED,
  4: MESSAGES.QR_AUTHORISED,
};

/** Login-log texts written after a successful login (spec §4 login flow, step 4). */
export const LOGIN_LOG_TEXT: Readonly<Record<LoginMode, string>> = {
  1: '账号密码登录',
  2: '手机验证码登录',
  3: '扫码登录',
};
