import { http } from '@portal/shared-kit';

/** GET /VERace/FoulsRecord/GetUnreadCount (the personal-center badge) */
export function getUnreadCount(): Promise<number> {
  return http.call<number>(
    { method: 'GET', url: '/VERace/FoulsRecord/GetUnreadCount' },
    { toast: false },
  );
}
