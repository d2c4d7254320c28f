import type { ApiData } from '@portal/shared-kit/api-types';
import type { LoginField } from './login-types';

type StatusAnswer = ApiData<'/identity/queryqrcodestatus'>;
type SaveAnswer = ApiData<'/identity/saveqrcode'>;

/** A QR code session's fields (spec §3: Freq is the polling interval in seconds, APIUrl the scan link). */
type QrField = 'QRCodeKey' | 'Freq' | 'APIUrl' | 'Status' | 'Info';

/** What queryqrcodestatus answers; User is the browser's new session, once Status is 4. */
export type QrCodeState = Pick<StatusAnswer, QrField> & {
  User?: Pick<NonNullable<StatusAnswer['User']>, LoginField>;
};

/**
 * What saveqrcode answers: the server-made key and the secret only this browser holds (sent with
 * every status poll; never shown or put in the QR code).
 */
export type SavedQrCode = Pick<SaveAnswer, QrField | 'QRCodeSecret'> & {
  User?: Pick<NonNullable<SaveAnswer['User']>, LoginField>;
};
