import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** POST /VERace/Label/AddUsersToLabel */
export function addUsersToLabel(a: {
  lstUserID: number[];
  labelID: number;
}): Promise<ApiData<'/VERace/Label/AddUsersToLabel'>> {
  return http.call<ApiData<'/VERace/Label/AddUsersToLabel'>>({
    method: 'POST',
    url: '/VERace/Label/AddUsersToLabel',
    data: a,
  });
}
