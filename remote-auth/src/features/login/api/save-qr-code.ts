import { http } from '@portal/shared-kit';
import type { SavedQrCode } from './qr-types';

/**
 * POST /identity/saveqrcode. The server makes the key (QRCodeKey is sent empty) and answers the
 * secret that binds the key's session to this browser.
 */
export function saveQrCode(): Promise<SavedQrCode> {
  return http.call<SavedQrCode>({
    method: 'POST',
    url: '/identity/saveqrcode',
    data: {
      QRCodeKey: '',
      QRCodeApplicationMark: 'portal',
      Type: 3,
      ClientIP: '',
      IsSubLogin: false,
    },
  });
}
