import { http } from '@portal/shared-kit';

/** POST /VERace/User/DeteleUserInfo */
export function deleteUserInfo(a: { listUserId: number[] }): Promise<number> {
  return http.call<number>({ method: 'POST', url: '/VERace/User/DeteleUserInfo', data: a });
}
