import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** The signed-in user's profile (server UserInfoView). */
export type MyUserInfo = Pick<
  ApiData<'/VERace/User/GetMyUserInfo'>,
  | 'userID'
  | 'userName'
  | 'realName'
  | 'phone'
  | 'role'
  | 'marjorName'
  | 'schoolShortNameEN'
  | 'province'
  | 'className'
  | 'lastLoginTime'
  | 'createTime'
  | 'endTime'
>;

/** GET /VERace/User/GetMyUserInfo */
export function getMyUserInfo(): Promise<MyUserInfo> {
  return http.call<MyUserInfo>({ method: 'GET', url: '/VERace/User/GetMyUserInfo' });
}
