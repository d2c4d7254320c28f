import { http } from '@portal/shared-kit';

/** GET /VERace/User/Logout */
export function logout(): Promise<unknown> {
  return http.call<unknown>({ method: 'GET', url: '/VERace/User/Logout' });
}
