import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** POST /VERace/User/DeteleUserInfo */
export function deleteUserInfo(a: {
  listUserId: number[];
}): Promise<ApiData<'/VERace/User/DeteleUserInfo'>> {
  return http.call<ApiData<'/VERace/User/DeteleUserInfo'>>({
    method: 'POST',
    url: '/VERace/User/DeteleUserInfo',
    data: a,
  });
}
