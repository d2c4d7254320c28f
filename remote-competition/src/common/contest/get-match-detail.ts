import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** The match detail record of spec §3, as far as the pages read it. */
export type MatchDetail = Pick<
  ApiData<'/VERace/MatchManage/GetMatchDetail'>,
  | 'matchType'
  | 'matchCurrentState'
  | 'matchCurrentPublishStatus'
  | 'matchCurrentEnrollStatus'
  | 'matchBasisInfo'
  | 'matchManagers'
  | 'matchBreedViews'
  | 'matchIndexTypeSetView'
  | 'matchRankingIndexs'
  | 'matchUseCodes'
  | 'rankingParams'
  | 'rankingShowColumns'
  | 'matchInItFundSets'
  | 'riskRules'
  | 'editLock'
>;

/** GET /VERace/MatchManage/GetMatchDetail (matchID) */
export function getMatchDetail(a: { matchID: number }): Promise<MatchDetail> {
  return http.call<MatchDetail>(
    { method: 'GET', url: '/VERace/MatchManage/GetMatchDetail', params: a },
    { toast: false },
  );
}
