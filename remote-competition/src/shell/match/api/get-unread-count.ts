import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** GET /VERace/FoulsRecord/GetUnreadCount (the personal-center badge) */
export function getUnreadCount(): Promise<ApiData<'/VERace/FoulsRecord/GetUnreadCount'>> {
  return http.call<ApiData<'/VERace/FoulsRecord/GetUnreadCount'>>(
    { method: 'GET', url: '/VERace/FoulsRecord/GetUnreadCount' },
    { toast: false },
  );
}
