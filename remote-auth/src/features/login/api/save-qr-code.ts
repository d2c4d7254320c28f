import { http } from '@portal/shared-kit';
import type { QrCodeState } from './qr-types';

/** POST /identity/saveqrcode */
export function saveQrCode(key: string): Promise<QrCodeState> {
  return http.call<QrCodeState>({
    method: 'POST',
    url: '/identity/saveqrcode',
    data: {
      QRCodeKey: key,
      QRCodeApplicationMark: 'portal',
      Type: 3,
      ClientIP: '',
      IsSubLogin: false,
    },
  });
}
