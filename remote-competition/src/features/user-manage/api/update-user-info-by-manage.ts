import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** POST /VERace/User/UpdateUserInfoByManage */
export function updateUserInfoByManage(a: {
  userID: number;
  realName?: string;
  phone?: string;
  marjorName?: string;
  schoolShortNameEN?: string;
  /** '' clears the province. */
  province?: string;
}): Promise<ApiData<'/VERace/User/UpdateUserInfoByManage'>> {
  return http.call<ApiData<'/VERace/User/UpdateUserInfoByManage'>>({
    method: 'POST',
    url: '/VERace/User/UpdateUserInfoByManage',
    data: a,
  });
}
