import { http, type RoleFlags } from '@portal/shared-kit';

/** The user's rights (login flow step 3). */
export interface AdminRight extends RoleFlags {
  hasTrainUsePower: boolean;
  hasCombinePower: boolean;
}

/** GET /VERace/User/GetAdminRight */
export function getAdminRight(): Promise<AdminRight> {
  return http.call<AdminRight>(
    { method: 'GET', url: '/VERace/User/GetAdminRight' },
    { toast: false },
  );
}
