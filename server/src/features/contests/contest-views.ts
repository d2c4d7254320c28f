import { matchListRefreshDelay, type MatchInfo } from '@portal/shared-kit/domain';
import { breedNames, enrollStatus, matchState, securityTypesOf } from '../../domain/contests';
import type { ContestRecord } from './contest-record';

/** A manager row of the match detail (spec §3 Manager). */
export interface ManagerView {
  userName: string;
  adminID: number;
  managerType: number;
  matchID: number;
  createTime: Date;
}

/** One enrolment of a user (match_traders). */
export interface TraderRow {
  traderID: number;
  matchID: number;
  userID: number;
  teamID: number | null;
  accountID: number | null;
  traderState: number;
  joinedAt: Date;
  lastLoginAt: Date | null;
}

/** matchBasisInfo of spec §3; the command is blanked for callers who may not see it. */
export function basisInfo(c: ContestRecord, now: Date, showCommand: boolean) {
  return {
    matchID: c.matchID,
    initialRMB: c.initialRMB,
    initialUSD: c.initialUSD,
    initialHKD: c.initialHKD,
    matchName: c.matchName,
    organizer: c.organizer,
    createTime: c.createTime,
    registrationStartTime: c.registrationStartTime,
    registrationEndTime: c.registrationEndTime,
    startTime: c.startTime,
    endTime: c.endTime,
    currentState: matchState(c, now),
    isAllowLogin: c.isAllowLogin,
    matchRule: c.matchRule,
    realEndTime: c.realEndTime,
    isPublished: c.isPublished,
    isAudit: c.isAudit,
    maxTraders: c.maxTraders,
    matchType: c.matchType,
    isAsyncMainPlatform: c.isAsyncMainPlatform,
    matchCommand: showCommand ? c.matchCommand : '',
    noRiskInterestRates: c.noRiskInterestRates,
    marketIndustryReturnIndexID: c.marketIndustryReturnIndexID,
    quoteType: c.quoteType,
    initUSExchangeRate: c.initUSExchangeRate,
    initHKExchangeRate: c.initHKExchangeRate,
    customerID: c.customerID,
    isTopMatch: c.isTopMatch,
  };
}

/** The match detail record of spec §3 (SearchMatchBreed, GetMatchDetail). */
export function matchDetail(
  c: ContestRecord,
  extra: { count: number; managers: ManagerView[] },
  now: Date,
  forManager: boolean,
) {
  const s = c.settings;
  return {
    count: extra.count,
    breedNameList: breedNames(s.breedViews),
    currencyList: s.initFundSets.filter((f) => f.initFund > 0).map((f) => f.currencyType),
    matchType: c.matchType,
    matchCurrentState: matchState(c, now),
    matchCurrentPublishStatus: c.isPublished ? 1 : 0,
    matchCurrentEnrollStatus: enrollStatus(c, now),
    matchBasisInfo: basisInfo(c, now, forManager),
    matchManagers: forManager ? extra.managers : [],
    matchBreedViews: s.breedViews,
    matchIndexTypeSetView: s.indexSets,
    matchRankingIndexs: s.rankingIndexs,
    matchUseCodes: s.useCodes,
    rankingParams: s.rankingParams,
    rankingShowColumns: s.rankingShowColumns,
    matchInItFundSets: s.initFundSets,
    riskRules: s.riskRules,
  };
}

/** The MatchInfo record (shared-kit) of a user's enrolment, as the header switcher lists it. */
export function matchInfo(
  c: ContestRecord,
  t: TraderRow,
  now: Date,
): MatchInfo & { currentState: ReturnType<typeof matchState>; accountID: number | null } {
  const s = c.settings;
  return {
    matchID: c.matchID,
    matchName: c.matchName,
    matchType: c.matchType,
    traderID: String(t.traderID),
    msTraderID: String(t.traderID),
    traderPWD: '',
    traderState: t.traderState,
    matchStartTime: c.startTime.toISOString(),
    matchEndTime: (c.realEndTime ?? c.endTime).toISOString(),
    userID: t.userID,
    matchUseCodes: s.useCodes,
    isTrain: c.matchType === 5,
    securityTypes: securityTypesOf(s.breedViews),
    matchBreedViews: s.breedViews,
    startDate: 0,
    isTopMatch: c.isTopMatch,
    loginMatchTime: t.lastLoginAt ? t.lastLoginAt.toISOString() : undefined,
    currentState: matchState(c, now),
    accountID: t.accountID,
  };
}

/** A contest in the apply list and the top-match block. */
export function applyItem(c: ContestRecord, traderCount: number, isJoined: boolean, now: Date) {
  return {
    matchID: c.matchID,
    matchName: c.matchName,
    matchType: c.matchType,
    organizer: c.organizer,
    registrationStartTime: c.registrationStartTime,
    registrationEndTime: c.registrationEndTime,
    startTime: c.startTime,
    endTime: c.endTime,
    currentState: matchState(c, now),
    enrollStatus: enrollStatus(c, now),
    maxTraders: c.maxTraders,
    traderCount,
    hasCommand: c.matchCommand !== '',
    isJoined,
    isTopMatch: c.isTopMatch,
    matchRule: c.matchRule,
    initialRMB: c.initialRMB,
    breedNameList: breedNames(c.settings.breedViews),
  };
}

/** Spec §4: refresh after the first not-started contest's start + 3 s (only under 24 h). */
export function refreshAfterMs(contests: readonly ContestRecord[], now: Date): number | null {
  return (
    matchListRefreshDelay(
      contests.map((c) => ({ currentState: matchState(c, now), startTime: c.startTime })),
      now.getTime(),
    ) ?? null
  );
}
