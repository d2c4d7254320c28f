import { http } from '@portal/shared-kit';

/** GET /VERace/User/ChangeMobilePhone (bind phone; the wrapper toasts the server message on failure). */
export function changeMobilePhone(mobilePhone: string, phoneCode: string): Promise<boolean> {
  return http.call<boolean>({
    method: 'GET',
    url: '/VERace/User/ChangeMobilePhone',
    params: { mobilePhone, phoneCode },
  });
}
