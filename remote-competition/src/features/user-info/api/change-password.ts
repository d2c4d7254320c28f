import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** POST /VERace/User/ChangePassword (newPassword, oldPassword) */
export function changePassword(a: {
  oldPassword: string;
  newPassword: string;
}): Promise<ApiData<'/VERace/User/ChangePassword'>> {
  return http.call<ApiData<'/VERace/User/ChangePassword'>>({
    method: 'POST',
    url: '/VERace/User/ChangePassword',
    data: a,
  });
}
