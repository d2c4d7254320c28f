import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** Purposes of the user-center SMS call: 2 login, 4 password reset. */
export type PhoneCodePurpose = 2 | 4;

/** GET /api/user/SendPhoneCode */
export function sendPhoneCode(
  phone: string,
  verificationType: PhoneCodePurpose,
): Promise<ApiData<'/api/user/SendPhoneCode'>> {
  return http.call<ApiData<'/api/user/SendPhoneCode'>>({
    method: 'GET',
    url: '/api/user/SendPhoneCode',
    params: { phone, verificationType },
  });
}
