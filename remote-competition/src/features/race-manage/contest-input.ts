import { RANKING_COLUMNS, type RankingColumnField } from '@portal/shared-kit';
import dayjs, { type Dayjs } from 'dayjs';
import type { MatchDetail } from '../../common/contest/get-match-detail';
import { NUMERIC_RISK_RULES, PERCENT_RULES, RANKING_WINDOWS } from './contest-form-fields';

/** The body of AddMatch / UpdateMatch as the form fills it (server API-contests.md). */
export interface ContestInput {
  matchType: number;
  matchBasisInfo: Record<string, unknown>;
  allowedBreedIDs: number[];
  matchUseCodes: string[];
  rankingParams: Record<string, unknown>;
  rankingShowColumns: { field: string; isShow: boolean }[];
  matchInItFundSets: { currencyType: number; initFund: number }[];
  matchRankingIndexs?: Record<string, unknown>[];
  riskRules: Record<string, unknown>;
  managerIDs: number[];
}

/** Everything the contest form holds. */
export interface ContestFormValues {
  matchName: string;
  matchType: number;
  organizer?: string;
  registration: [Dayjs, Dayjs];
  period: [Dayjs, Dayjs];
  maxTraders?: number;
  matchCommand?: string;
  isAllowLogin: boolean;
  isTopMatch: boolean;
  matchRule?: string;
  noRiskInterestRatesPct?: number;
  marketIndustryReturnIndexID?: string;
  initialRMB?: number;
  initialHKD?: number;
  initialUSD?: number;
  initHKExchangeRate?: number;
  initUSExchangeRate?: number;
  breedIDs: number[];
  useCodes?: string;
  showColumns: string[];
  windows: string[];
  noLoginTime?: number;
  isNoLoginActRanking: boolean;
  isNoTrandActRanking: boolean;
  matchTotalPoints?: number;
  rankingIndexs?: Record<string, unknown>[];
  risk: Record<string, number | undefined>;
  blacklist?: string;
  whitelist?: string;
  recordFouls: boolean;
  foulPoints?: number;
  managerIDs: number[];
}

const codes = (text?: string) =>
  (text ?? '')
    .split(/[\s,，;；]+/)
    .map((c) => c.trim())
    .filter(Boolean);

/** Turns the form into an AddMatch / UpdateMatch body. */
export function toContestInput(v: ContestFormValues): ContestInput {
  const risk: Record<string, unknown> = {};
  for (const [key] of NUMERIC_RISK_RULES) {
    const n = v.risk?.[key];
    if (n !== undefined && n !== null) risk[key] = PERCENT_RULES.has(key) ? n / 100 : n;
  }
  const black = codes(v.blacklist);
  const white = codes(v.whitelist);
  if (black.length) risk.blacklist = black;
  if (white.length) risk.whitelist = white;
  risk.recordFouls = v.recordFouls;
  if (v.foulPoints !== undefined && v.foulPoints !== null) risk.foulPoints = v.foulPoints;
  const funds = [
    { currencyType: 1, initFund: v.initialRMB ?? 0 },
    { currencyType: 2, initFund: v.initialHKD ?? 0 },
    { currencyType: 3, initFund: v.initialUSD ?? 0 },
  ].filter((f) => f.initFund > 0);
  return {
    matchType: v.matchType,
    matchBasisInfo: {
      matchName: v.matchName.trim(),
      matchType: v.matchType,
      organizer: v.organizer ?? '',
      registrationStartTime: v.registration[0].toISOString(),
      registrationEndTime: v.registration[1].toISOString(),
      startTime: v.period[0].toISOString(),
      endTime: v.period[1].toISOString(),
      maxTraders: v.maxTraders ?? 0,
      matchCommand: v.matchCommand ?? '',
      isAllowLogin: v.isAllowLogin,
      isTopMatch: v.isTopMatch,
      matchRule: v.matchRule ?? '',
      noRiskInterestRates: (v.noRiskInterestRatesPct ?? 0) / 100,
      marketIndustryReturnIndexID: v.marketIndustryReturnIndexID ?? '000300.SSE',
      initialRMB: v.initialRMB ?? 0,
      initialHKD: v.initialHKD ?? 0,
      initialUSD: v.initialUSD ?? 0,
      initHKExchangeRate: v.initHKExchangeRate,
      initUSExchangeRate: v.initUSExchangeRate,
    },
    allowedBreedIDs: v.breedIDs,
    matchUseCodes: codes(v.useCodes),
    rankingParams: {
      ...Object.fromEntries(RANKING_WINDOWS.map(([k]) => [k, v.windows.includes(k)])),
      noLoginTime: v.noLoginTime ?? 0,
      isNoLoginActRanking: v.isNoLoginActRanking,
      isNoTrandActRanking: v.isNoTrandActRanking,
      matchTotalPoints: v.matchTotalPoints ?? 100,
    },
    rankingShowColumns: (Object.keys(RANKING_COLUMNS) as RankingColumnField[]).map((field) => ({
      field,
      isShow: v.showColumns.includes(field),
    })),
    matchInItFundSets: funds,
    ...(v.rankingIndexs ? { matchRankingIndexs: v.rankingIndexs } : {}),
    riskRules: risk,
    managerIDs: v.managerIDs,
  };
}

/**
 * The next 09:30 Asia/Shanghai on a weekday after `now`: a new contest's start until the server
 * answers with its holiday-aware default (GetNewMatchDefaults).
 */
export function nextWeekdayOpen(now: Dayjs): Dayjs {
  const shanghai = 8 * 60;
  const wall = new Date(now.valueOf() + shanghai * 60_000);
  const minute = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  let day = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()));
  const weekday = (d: Date) => d.getUTCDay() !== 0 && d.getUTCDay() !== 6;
  if (!(weekday(day) && minute < 9 * 60 + 30)) {
    do day = new Date(day.valueOf() + 86_400_000);
    while (!weekday(day));
  }
  // 09:30 in Shanghai is 01:30 UTC.
  return dayjs(day.valueOf() + 90 * 60_000);
}

/** Form values of a new contest: registration opens now, the contest runs a month from the next open. */
export function newContestValues(now: Dayjs = dayjs()): ContestFormValues {
  const open = nextWeekdayOpen(now);
  const end = open.add(30, 'day');
  return {
    matchName: '',
    matchType: 1,
    registration: [now.startOf('minute'), end],
    period: [open, end],
    isAllowLogin: true,
    isTopMatch: false,
    noRiskInterestRatesPct: 1.5,
    marketIndustryReturnIndexID: '000300.SSE',
    initialRMB: 2_300_000,
    // 综合: every market until the server's defaults of the type arrive.
    breedIDs: [1, 21, 22, 30, 2, 3, 4, 5, 9, 10, 11],
    showColumns: (Object.keys(RANKING_COLUMNS) as RankingColumnField[]).filter(
      (f) => RANKING_COLUMNS[f].defaultShow,
    ),
    windows: ['isWeek', 'isMonth'],
    isNoLoginActRanking: true,
    isNoTrandActRanking: true,
    matchTotalPoints: 100,
    risk: {},
    recordFouls: true,
    foulPoints: 1,
    managerIDs: [],
  };
}

const allowedIds = (views: MatchDetail['matchBreedViews'] | undefined): number[] =>
  (views ?? []).flatMap((b) =>
    b.isAllow ? [b.breedID, ...allowedIds(b.childBreeds)] : allowedIds(b.childBreeds),
  );

/** What the form reads of a contest: its type and basis; every other part falls back to a default. */
export type ContestDetail = Pick<MatchDetail, 'matchType'> & {
  matchBasisInfo: Partial<MatchDetail['matchBasisInfo']>;
} & Partial<
    Pick<
      MatchDetail,
      | 'rankingParams'
      | 'riskRules'
      | 'matchBreedViews'
      | 'matchUseCodes'
      | 'rankingShowColumns'
      | 'matchRankingIndexs'
      | 'matchManagers'
    >
  >;

/** Form values of an existing contest (editing). */
export function contestValuesOf(d: ContestDetail): ContestFormValues {
  const b = d.matchBasisInfo;
  const p: Partial<MatchDetail['rankingParams']> = d.rankingParams ?? {};
  const r: Partial<MatchDetail['riskRules']> = d.riskRules ?? {};
  const t = (k: 'registrationStartTime' | 'registrationEndTime' | 'startTime' | 'endTime') =>
    dayjs(String(b[k] ?? ''));
  const risk: Record<string, number | undefined> = {};
  for (const [key] of NUMERIC_RISK_RULES) {
    const n = r[key];
    if (typeof n === 'number') risk[key] = PERCENT_RULES.has(key) ? n * 100 : n;
  }
  const base = newContestValues();
  return {
    ...base,
    matchName: String(b.matchName ?? ''),
    matchType: Number(b.matchType ?? d.matchType),
    organizer: String(b.organizer ?? ''),
    registration: [t('registrationStartTime'), t('registrationEndTime')],
    period: [t('startTime'), t('endTime')],
    maxTraders: Number(b.maxTraders ?? 0),
    matchCommand: String(b.matchCommand ?? ''),
    isAllowLogin: b.isAllowLogin !== false,
    isTopMatch: b.isTopMatch === true,
    matchRule: String(b.matchRule ?? ''),
    noRiskInterestRatesPct: Number(b.noRiskInterestRates ?? 0) * 100,
    marketIndustryReturnIndexID: String(b.marketIndustryReturnIndexID ?? '000300.SSE'),
    initialRMB: Number(b.initialRMB ?? 0),
    initialHKD: Number(b.initialHKD ?? 0),
    initialUSD: Number(b.initialUSD ?? 0),
    initHKExchangeRate: b.initHKExchangeRate,
    initUSExchangeRate: b.initUSExchangeRate,
    breedIDs: allowedIds(d.matchBreedViews),
    useCodes: (d.matchUseCodes ?? []).join('\n'),
    showColumns: (d.rankingShowColumns ?? []).filter((c) => c.isShow).map((c) => c.field),
    windows: RANKING_WINDOWS.filter(([k]) => p[k] === true).map(([k]) => k),
    noLoginTime: Number(p.noLoginTime ?? 0),
    isNoLoginActRanking: p.isNoLoginActRanking !== false,
    isNoTrandActRanking: p.isNoTrandActRanking !== false,
    matchTotalPoints: Number(p.matchTotalPoints ?? 100),
    rankingIndexs: d.matchRankingIndexs,
    risk,
    blacklist: (r.blacklist ?? []).join('\n'),
    whitelist: (r.whitelist ?? []).join('\n'),
    recordFouls: r.recordFouls !== false,
    foulPoints: typeof r.foulPoints === 'number' ? r.foulPoints : 1,
    managerIDs: (d.matchManagers ?? []).map((m) => m.adminID),
  };
}
