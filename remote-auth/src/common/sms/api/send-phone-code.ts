import { http } from '@portal/shared-kit';

/** Purposes of the user-center SMS call: 2 login, 4 password reset. */
export type PhoneCodePurpose = 2 | 4;

/** GET /api/user/SendPhoneCode */
export function sendPhoneCode(phone: string, verificationType: PhoneCodePurpose): Promise<boolean> {
  return http.call<boolean>({
    method: 'GET',
    url: '/api/user/SendPhoneCode',
    params: { phone, verificationType },
  });
}
