import { http, type CombineInfo } from '@portal/shared-kit';

/** POST /VERace/Combine/Add (combineName, breedIDs) */
export function addCombine(a: { combineName: string; breedIDs: number[] }): Promise<CombineInfo> {
  return http.call<CombineInfo>({ method: 'POST', url: '/VERace/Combine/Add', data: a });
}
