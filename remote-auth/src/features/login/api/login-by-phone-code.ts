import { http } from '@portal/shared-kit';
import type { LoginAnswer } from './login-types';

/** GET /api/user/LoginByPhoneCode */
export function loginByPhoneCode(mobilePhone: string, phoneCode: string): Promise<LoginAnswer> {
  return http.call<LoginAnswer>(
    { method: 'GET', url: '/api/user/LoginByPhoneCode', params: { mobilePhone, phoneCode } },
    { toast: false },
  );
}
