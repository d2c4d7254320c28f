import { http } from '@portal/shared-kit';

/** POST /api/user/ChangePassWordByPhone (the wrapper toasts the server message on failure). */
export function changePasswordByPhone(
  phone: string,
  phoneCode: string,
  newPassword: string,
): Promise<boolean> {
  return http.call<boolean>({
    method: 'POST',
    url: '/api/user/ChangePassWordByPhone',
    data: { phone, phoneCode, newPassword },
  });
}
