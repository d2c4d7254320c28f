import { http, type BreedView } from '@portal/shared-kit';
import { listOf } from '../../../common/api/list-of';

/** GET /VERace/MatchSet/SearchMatchBreed (the breeds a match allows; the flags derive from them). */
export async function searchMatchBreed(matchId: number): Promise<BreedView[]> {
  const data = await http.call<unknown>(
    { method: 'GET', url: '/VERace/MatchSet/SearchMatchBreed', params: { matchId } },
    { toast: false },
  );
  if (data && typeof data === 'object' && 'matchBreedViews' in data) {
    return listOf<BreedView>((data as { matchBreedViews: unknown }).matchBreedViews);
  }
  return listOf<BreedView>(data);
}
