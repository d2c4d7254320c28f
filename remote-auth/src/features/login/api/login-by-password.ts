import { http } from '@portal/shared-kit';
import type { LoginAnswer } from './login-types';

/**
 * POST /api/user/login
 * The user center also answers GET as the spec lists it; POST keeps the password out of URLs and logs.
 * The panel shows the server message inline, so the wrapper's toast is off.
 */
export function loginByPassword(userName: string, passWord: string): Promise<LoginAnswer> {
  return http.call<LoginAnswer>(
    {
      method: 'POST',
      url: '/api/user/login',
      data: { userName, passWord, mac: '', applicationMark: 'portal' },
    },
    { toast: false },
  );
}
