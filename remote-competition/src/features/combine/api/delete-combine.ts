import { http } from '@portal/shared-kit';

/** GET /VERace/Combine/Delete (combineID) */
export function deleteCombine(a: { combineID: number }): Promise<boolean> {
  return http.call<boolean>({ method: 'GET', url: '/VERace/Combine/Delete', params: a });
}
