import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** POST /VERace/Label/DeleteLabel */
export function deleteLabel(a: { id: number }): Promise<ApiData<'/VERace/Label/DeleteLabel'>> {
  return http.call<ApiData<'/VERace/Label/DeleteLabel'>>({
    method: 'POST',
    url: '/VERace/Label/DeleteLabel',
    data: a,
  });
}
