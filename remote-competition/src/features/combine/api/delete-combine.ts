import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** GET /VERace/Combine/Delete (combineID) */
export function deleteCombine(a: {
  combineID: number;
}): Promise<ApiData<'/VERace/Combine/Delete'>> {
  return http.call<ApiData<'/VERace/Combine/Delete'>>({
    method: 'GET',
    url: '/VERace/Combine/Delete',
    params: a,
  });
}
