import { http } from '@portal/shared-kit';
import type { QrCodeState } from './qr-types';

/** GET /identity/queryqrcodestatus, with the secret saveqrcode gave this browser. */
export function queryQrCodeStatus(key: string, secret: string): Promise<QrCodeState> {
  return http.call<QrCodeState>(
    {
      method: 'GET',
      url: '/identity/queryqrcodestatus',
      params: { QRCodeKey: key, QRCodeSecret: secret },
    },
    { toast: false },
  );
}
