import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** True when the user name is taken. */
export type NameTaken = ApiData<'/VERace/User/ExistsName'>;

/** GET /VERace/User/ExistsName — true when the user name is taken. */
export function existsName(name: string): Promise<NameTaken> {
  return http.call<NameTaken>(
    { method: 'GET', url: '/VERace/User/ExistsName', params: { name } },
    { toast: false },
  );
}
