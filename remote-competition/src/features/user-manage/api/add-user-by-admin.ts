import { http } from '@portal/shared-kit';

/** POST /VERace/User/AddUserByAdmin */
export function addUserByAdmin(a: {
  name: string;
  realName: string;
  passWord?: string;
  phone?: string;
  role?: string;
  marjorName?: string;
  schoolShortNameEN?: string;
  province?: string;
  className?: string;
}): Promise<{ userID: number; password: string }> {
  return http.call<{ userID: number; password: string }>({
    method: 'POST',
    url: '/VERace/User/AddUserByAdmin',
    data: a,
  });
}
