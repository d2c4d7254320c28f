import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** The signed-in user's profile, as far as the chrome reads it. */
export type MyUserInfo = Pick<
  ApiData<'/VERace/User/GetMyUserInfo'>,
  'userID' | 'userName' | 'realName' | 'role'
>;

/**
 * GET /VERace/User/GetMyUserInfo
 * Called when the portal opens with a stored token: a revoked or expired session answers 401,
 * which the shared client turns into 登录超时，请重新登录.
 */
export function getMyUserInfo(): Promise<MyUserInfo> {
  return http.call<MyUserInfo>(
    { method: 'GET', url: '/VERace/User/GetMyUserInfo' },
    { toast: false },
  );
}
