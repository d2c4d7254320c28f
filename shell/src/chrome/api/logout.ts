import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** What Logout answers (true; the chrome only waits for it). */
export type LogoutAnswer = ApiData<'/VERace/User/Logout'>;

/** POST /VERace/User/Logout (the wrapper toasts the message on failure, spec §8). */
export function logout(): Promise<LogoutAnswer> {
  return http.call<LogoutAnswer>({ method: 'POST', url: '/VERace/User/Logout' });
}
