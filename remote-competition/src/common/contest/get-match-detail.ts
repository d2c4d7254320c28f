import { http, type BreedView, type RankingColumnSetting } from '@portal/shared-kit';

/** The match detail record of spec §3, as far as the pages read it. */
export interface MatchDetail {
  matchType: number;
  matchCurrentState?: number;
  matchCurrentPublishStatus?: number;
  matchCurrentEnrollStatus?: number;
  matchBasisInfo: Record<string, unknown>;
  matchManagers?: { userName: string; adminID: number; managerType: number }[];
  matchBreedViews?: BreedView[];
  matchIndexTypeSetView?: Record<string, unknown>[];
  matchRankingIndexs?: Record<string, unknown>[];
  matchUseCodes?: string[];
  rankingParams?: Record<string, unknown>;
  rankingShowColumns?: (RankingColumnSetting & { label?: string })[];
  matchInItFundSets?: { currencyType: number; initFund: number }[];
  riskRules?: Record<string, unknown>;
  /** Managers: why type, start, funds and markets can no longer change (null while they can). */
  editLock?: string | null;
}

/** GET /VERace/MatchManage/GetMatchDetail (matchID) */
export function getMatchDetail(a: { matchID: number }): Promise<MatchDetail> {
  return http.call<MatchDetail>(
    { method: 'GET', url: '/VERace/MatchManage/GetMatchDetail', params: a },
    { toast: false },
  );
}
