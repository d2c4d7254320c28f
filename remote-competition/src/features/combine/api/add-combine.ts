import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** POST /VERace/Combine/Add (combineName, breedIDs): the new combine */
export function addCombine(a: {
  combineName: string;
  breedIDs: number[];
}): Promise<ApiData<'/VERace/Combine/Add'>> {
  return http.call<ApiData<'/VERace/Combine/Add'>>({
    method: 'POST',
    url: '/VERace/Combine/Add',
    data: a,
  });
}
