import { http, type BreedView } from '@portal/shared-kit';

/** GET /VERace/MatchSet/GetBreedCatalogue (every breed, none allowed) */
export function getBreedCatalogue(): Promise<BreedView[]> {
  return http.call<BreedView[]>(
    { method: 'GET', url: '/VERace/MatchSet/GetBreedCatalogue' },
    { toast: false },
  );
}
