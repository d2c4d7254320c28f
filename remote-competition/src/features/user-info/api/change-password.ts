import { http } from '@portal/shared-kit';

/** POST /VERace/User/ChangePassword (newPassword, oldPassword) */
export function changePassword(a: { oldPassword: string; newPassword: string }): Promise<boolean> {
  return http.call<boolean>({ method: 'POST', url: '/VERace/User/ChangePassword', data: a });
}
