import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** Code types of SendVerifyCode: 1 registration (the default), 3 bind phone. */
export type VerifyCodeType = 1 | 3;

/** GET /VERace/User/SendVerifyCode */
export function sendVerifyCode(
  phone: string,
  codeType: VerifyCodeType,
): Promise<ApiData<'/VERace/User/SendVerifyCode'>> {
  return http.call<ApiData<'/VERace/User/SendVerifyCode'>>({
    method: 'GET',
    url: '/VERace/User/SendVerifyCode',
    params: { phone, codeType },
  });
}
