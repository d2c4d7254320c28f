import { http } from '@portal/shared-kit';

/** GET /VERace/User/Logout (the wrapper toasts the message on failure, spec §8). */
export function logout(): Promise<unknown> {
  return http.call<unknown>({ method: 'GET', url: '/VERace/User/Logout' });
}
