import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** POST /VERace/User/AddUserByAdmin */
export function addUserByAdmin(a: {
  name: string;
  realName: string;
  passWord?: string;
  phone?: string;
  role?: string;
  marjorName?: string;
  schoolShortNameEN?: string;
  province?: string;
  className?: string;
}): Promise<ApiData<'/VERace/User/AddUserByAdmin'>> {
  return http.call<ApiData<'/VERace/User/AddUserByAdmin'>>({
    method: 'POST',
    url: '/VERace/User/AddUserByAdmin',
    data: a,
  });
}
