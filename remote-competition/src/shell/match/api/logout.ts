import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** GET /VERace/User/Logout */
export function logout(): Promise<ApiData<'/VERace/User/Logout'>> {
  return http.call<ApiData<'/VERace/User/Logout'>>({ method: 'GET', url: '/VERace/User/Logout' });
}
