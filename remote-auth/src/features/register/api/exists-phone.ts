import { http } from '@portal/shared-kit';

/** GET /VERace/User/ExistsPhone — true when the phone is bound to a user. */
export function existsPhone(phone: string): Promise<boolean> {
  return http.call<boolean>(
    { method: 'GET', url: '/VERace/User/ExistsPhone', params: { phone } },
    { toast: false },
  );
}
