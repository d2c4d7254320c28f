import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** The match detail a participant may read, with the breed names (what the rules card reads). */
export type MatchRules = Pick<
  ApiData<'/VERace/MatchSet/SearchMatchBreed'>,
  'matchType' | 'matchBasisInfo' | 'matchInItFundSets' | 'riskRules' | 'breedNameList'
>;

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
