import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** POST /VERace/Label/AddLabel */
export function addLabel(a: {
  name: string;
  year: number;
}): Promise<ApiData<'/VERace/Label/AddLabel'>> {
  return http.call<ApiData<'/VERace/Label/AddLabel'>>({
    method: 'POST',
    url: '/VERace/Label/AddLabel',
    data: a,
  });
}
