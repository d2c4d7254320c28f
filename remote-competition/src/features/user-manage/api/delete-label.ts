import { http } from '@portal/shared-kit';

/** POST /VERace/Label/DeleteLabel */
export function deleteLabel(a: { id: number }): Promise<boolean> {
  return http.call<boolean>({ method: 'POST', url: '/VERace/Label/DeleteLabel', data: a });
}
