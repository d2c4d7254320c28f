import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** Verification code type for binding or changing a phone (spec §7). */
export const BIND_PHONE_CODE_TYPE = 3;

/** GET /VERace/User/SendVerifyCode (phone, codeType) */
export function sendVerifyCode(a: {
  phone: string;
}): Promise<ApiData<'/VERace/User/SendVerifyCode'>> {
  return http.call<ApiData<'/VERace/User/SendVerifyCode'>>({
    method: 'GET',
    url: '/VERace/User/SendVerifyCode',
    params: { phone: a.phone, codeType: BIND_PHONE_CODE_TYPE },
  });
}
