import { http } from '@portal/shared-kit';

/** Code types of SendVerifyCode: 1 registration (the default), 3 bind phone. */
export type VerifyCodeType = 1 | 3;

/** GET /VERace/User/SendVerifyCode */
export function sendVerifyCode(phone: string, codeType: VerifyCodeType): Promise<boolean> {
  return http.call<boolean>({
    method: 'GET',
    url: '/VERace/User/SendVerifyCode',
    params: { phone, codeType },
  });
}
