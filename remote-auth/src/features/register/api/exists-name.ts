import { http } from '@portal/shared-kit';

/** GET /VERace/User/ExistsName — true when the user name is taken. */
export function existsName(name: string): Promise<boolean> {
  return http.call<boolean>(
    { method: 'GET', url: '/VERace/User/ExistsName', params: { name } },
    { toast: false },
  );
}
