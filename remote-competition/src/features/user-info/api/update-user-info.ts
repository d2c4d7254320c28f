import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** POST /VERace/User/UpdateUserInfo (real name, major, school, province ('' clears it); the user name cannot change). */
export function updateUserInfo(a: {
  realName?: string;
  marjorName?: string;
  schoolShortNameEN?: string;
  province?: string;
}): Promise<ApiData<'/VERace/User/UpdateUserInfo'>> {
  return http.call<ApiData<'/VERace/User/UpdateUserInfo'>>({
    method: 'POST',
    url: '/VERace/User/UpdateUserInfo',
    data: a,
  });
}
