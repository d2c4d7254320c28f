import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** POST /api/user/ChangePassWordByPhone (the wrapper toasts the server message on failure). */
export function changePasswordByPhone(
  phone: string,
  phoneCode: string,
  newPassword: string,
): Promise<ApiData<'/api/user/ChangePassWordByPhone'>> {
  return http.call<ApiData<'/api/user/ChangePassWordByPhone'>>({
    method: 'POST',
    url: '/api/user/ChangePassWordByPhone',
    data: { phone, phoneCode, newPassword },
  });
}
