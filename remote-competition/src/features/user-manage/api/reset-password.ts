import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** POST /VERace/User/ResetPassword */
export function resetPassword(a: {
  userID: number;
}): Promise<ApiData<'/VERace/User/ResetPassword'>> {
  return http.call<ApiData<'/VERace/User/ResetPassword'>>({
    method: 'POST',
    url: '/VERace/User/ResetPassword',
    data: a,
  });
}
