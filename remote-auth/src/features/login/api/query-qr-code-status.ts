import { http } from '@portal/shared-kit';
import type { QrCodeState } from './qr-types';

/** GET /identity/queryqrcodestatus */
export function queryQrCodeStatus(key: string): Promise<QrCodeState> {
  return http.call<QrCodeState>(
    { method: 'GET', url: '/identity/queryqrcodestatus', params: { QRCodeKey: key } },
    { toast: false },
  );
}
