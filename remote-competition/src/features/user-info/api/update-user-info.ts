import { http } from '@portal/shared-kit';

/** POST /VERace/User/UpdateUserInfo (real name, major, school, province ('' clears it); the user name cannot change). */
export function updateUserInfo(a: {
  realName?: string;
  marjorName?: string;
  schoolShortNameEN?: string;
  province?: string;
}): Promise<boolean> {
  return http.call<boolean>({ method: 'POST', url: '/VERace/User/UpdateUserInfo', data: a });
}
