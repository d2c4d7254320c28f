import { http, type BreedView } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** GET /VERace/MatchSet/GetBreedCatalogue (every breed, none allowed) */
export function getBreedCatalogue(): Promise<BreedView[]> {
  return http.call<ApiData<'/VERace/MatchSet/GetBreedCatalogue'>>(
    { method: 'GET', url: '/VERace/MatchSet/GetBreedCatalogue' },
    { toast: false },
  );
}
