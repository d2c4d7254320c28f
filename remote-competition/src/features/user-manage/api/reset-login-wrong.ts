import { http } from '@portal/shared-kit';

/** POST /VERace/User/ResetLoginWrong */
export function resetLoginWrong(a: { userID: number }): Promise<boolean> {
  return http.call<boolean>({ method: 'POST', url: '/VERace/User/ResetLoginWrong', data: a });
}
