import { http } from '@portal/shared-kit';

/** POST /VERace/Label/AddUsersToLabel */
export function addUsersToLabel(a: { lstUserID: number[]; labelID: number }): Promise<number> {
  return http.call<number>({ method: 'POST', url: '/VERace/Label/AddUsersToLabel', data: a });
}
