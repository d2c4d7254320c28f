import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** POST /VERace/User/ResetLoginWrong */
export function resetLoginWrong(a: {
  userID: number;
}): Promise<ApiData<'/VERace/User/ResetLoginWrong'>> {
  return http.call<ApiData<'/VERace/User/ResetLoginWrong'>>({
    method: 'POST',
    url: '/VERace/User/ResetLoginWrong',
    data: a,
  });
}
