import { http } from '@portal/shared-kit';

/** POST /VERace/User/Logout (the wrapper toasts the message on failure, spec §8). */
export function logout(): Promise<unknown> {
  return http.call<unknown>({ method: 'POST', url: '/VERace/User/Logout' });
}
