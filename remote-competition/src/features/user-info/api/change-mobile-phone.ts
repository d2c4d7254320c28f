import { http } from '@portal/shared-kit';

/** GET /VERace/User/ChangeMobilePhone (mobilePhone, phoneCode) */
export function changeMobilePhone(a: { mobilePhone: string; phoneCode: string }): Promise<boolean> {
  return http.call<boolean>({ method: 'GET', url: '/VERace/User/ChangeMobilePhone', params: a });
}
