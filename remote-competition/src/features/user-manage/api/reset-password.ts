import { http } from '@portal/shared-kit';

/** POST /VERace/User/ResetPassword */
export function resetPassword(a: { userID: number }): Promise<{ password: string }> {
  return http.call<{ password: string }>({
    method: 'POST',
    url: '/VERace/User/ResetPassword',
    data: a,
  });
}
