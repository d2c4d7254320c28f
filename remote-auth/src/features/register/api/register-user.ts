import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** The registration of spec §3. */
export interface Registration {
  name: string;
  realName: string;
  passWord: string;
  phone: string;
  phoneCode: string;
}

/** POST /VERace/User/RegisterUser (the wrapper toasts the server message on failure). */
export function registerUser(
  registration: Registration,
): Promise<ApiData<'/VERace/User/RegisterUser'>> {
  return http.call<ApiData<'/VERace/User/RegisterUser'>>({
    method: 'POST',
    url: '/VERace/User/RegisterUser',
    data: registration,
  });
}
