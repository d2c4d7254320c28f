import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** The user's rights (login flow step 3): the powers and the role flags. */
export type AdminRight = Pick<
  ApiData<'/VERace/User/GetAdminRight'>,
  'hasTrainUsePower' | 'hasCombinePower' | 'isAdminRole' | 'isSystemAdmin' | 'isNormalUserRole'
>;

/** GET /VERace/User/GetAdminRight */
export function getAdminRight(): Promise<AdminRight> {
  return http.call<AdminRight>(
    { method: 'GET', url: '/VERace/User/GetAdminRight' },
    { toast: false },
  );
}
