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
