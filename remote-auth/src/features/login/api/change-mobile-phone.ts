import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** GET /VERace/User/ChangeMobilePhone (bind phone; the wrapper toasts the server message on failure). */
export function changeMobilePhone(
  mobilePhone: string,
  phoneCode: string,
): Promise<ApiData<'/VERace/User/ChangeMobilePhone'>> {
  return http.call<ApiData<'/VERace/User/ChangeMobilePhone'>>({
    method: 'GET',
    url: '/VERace/User/ChangeMobilePhone',
    params: { mobilePhone, phoneCode },
  });
}
