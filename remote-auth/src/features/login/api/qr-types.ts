import type { QrStatus } from '@portal/shared-kit';
import type { LoginAnswer } from './login-types';

/** The identity service's answer for a QR code session (spec §3: Freq, APIUrl, Status, Info). */
export interface QrCodeState {
  QRCodeKey: string;
  /** Polling interval in seconds. */
  Freq: number;
  /** The scan link the QR code encodes. */
  APIUrl: string;
  Status: QrStatus;
  Info: string;
  /** The browser's new session, once Status is 4. */
  User?: LoginAnswer;
}

/** What saveqrcode answers: the server-made key and the secret only this browser holds. */
export interface SavedQrCode extends QrCodeState {
  /** Sent with every status poll; never shown or put in the QR code. */
  QRCodeSecret: string;
}
