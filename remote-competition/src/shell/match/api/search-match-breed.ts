import { http, type BreedView } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** GET /VERace/MatchSet/SearchMatchBreed (the breeds a match allows; the flags derive from them). */
export async function searchMatchBreed(matchId: number): Promise<BreedView[]> {
  const data = await http.call<ApiData<'/VERace/MatchSet/SearchMatchBreed'>>(
    { method: 'GET', url: '/VERace/MatchSet/SearchMatchBreed', params: { matchId } },
    { toast: false },
  );
  return data?.matchBreedViews ?? [];
}
