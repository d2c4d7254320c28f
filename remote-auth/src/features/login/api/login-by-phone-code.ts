import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import type { LoginAnswer, LoginField } from './login-types';

type PhoneCodeLogin = Pick<ApiData<'/api/user/LoginByPhoneCode'>, LoginField>;

/** GET /api/user/LoginByPhoneCode */
export function loginByPhoneCode(mobilePhone: string, phoneCode: string): Promise<LoginAnswer> {
  return http.call<PhoneCodeLogin>(
    { method: 'GET', url: '/api/user/LoginByPhoneCode', params: { mobilePhone, phoneCode } },
    { toast: false },
  );
}
