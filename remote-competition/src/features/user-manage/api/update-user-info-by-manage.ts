import { http } from '@portal/shared-kit';

/** POST /VERace/User/UpdateUserInfoByManage */
export function updateUserInfoByManage(a: {
  userID: number;
  realName?: string;
  phone?: string;
  marjorName?: string;
  schoolShortNameEN?: string;
  /** '' clears the province. */
  province?: string;
}): Promise<boolean> {
  return http.call<boolean>({
    method: 'POST',
    url: '/VERace/User/UpdateUserInfoByManage',
    data: a,
  });
}
