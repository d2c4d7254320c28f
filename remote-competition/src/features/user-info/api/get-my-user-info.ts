import { http } from '@portal/shared-kit';

/** The signed-in user's profile (server UserInfoView). */
export interface MyUserInfo {
  userID: number;
  userName: string;
  realName: string;
  phone: string;
  role: string;
  marjorName: string;
  schoolShortNameEN: string;
  /** 省份: one of the shared PROVINCES, '' when unset. */
  province: string;
  className: string;
  lastLoginTime: string | null;
  createTime: string;
  endTime: string | null;
}

/** GET /VERace/User/GetMyUserInfo */
export function getMyUserInfo(): Promise<MyUserInfo> {
  return http.call<MyUserInfo>({ method: 'GET', url: '/VERace/User/GetMyUserInfo' });
}
