import { http } from '@portal/shared-kit';
import type { MatchDetail } from '../../../common/contest/get-match-detail';

/** The match detail a participant may read, with the breed names. */
export type MatchRules = MatchDetail & { breedNameList?: string[] };

/**
 * GET /VERace/MatchSet/SearchMatchBreed (matchId): the contest's detail as its participants see
 * it (GetMatchDetail is for its managers).
 */
export function getMatchRules(a: { matchID: number }): Promise<MatchRules> {
  return http.call<MatchRules>(
    { method: 'GET', url: '/VERace/MatchSet/SearchMatchBreed', params: { matchId: a.matchID } },
    { toast: false },
  );
}
