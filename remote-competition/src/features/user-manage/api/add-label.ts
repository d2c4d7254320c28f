import { http } from '@portal/shared-kit';

/** POST /VERace/Label/AddLabel */
export function addLabel(a: { name: string; year: number }): Promise<number> {
  return http.call<number>({ method: 'POST', url: '/VERace/Label/AddLabel', data: a });
}
