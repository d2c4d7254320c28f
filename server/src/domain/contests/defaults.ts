import { RANKING_COLUMNS, type RankingColumnField } from '@portal/shared-kit/domain';
import type { TradingCalendar } from '../market';
import { breedTree, defaultBreedIds } from './breeds';
import type {
  ContestSettings,
  IndexSet,
  RankingIndex,
  RankingParams,
  RankingShowColumn,
} from './types';

/** Benchmark of a contest that names none. */
export const DEFAULT_BENCHMARK = '000300.SSE';

export const DEFAULT_RANKING_PARAMS: RankingParams = {
  isWeek: true,
  isMonth: true,
  isQuarter: false,
  isHalfYear: false,
  isYear: false,
  noLoginTime: 0,
  isNoLoginActRanking: true,
  isNoTrandActRanking: true,
  matchTotalPoints: 100,
};

/** Benchmarks offered by default; 沪深300 is chosen. */
export const DEFAULT_INDEX_SETS: IndexSet[] = [
  {
    proportionValue: 100,
    subjectIndexTypeID: 1,
    subjectIndexName: '沪深300',
    commodityCode: '000300',
    showOrder: 1,
    market: 'SSE',
    isChoiced: true,
  },
  {
    proportionValue: 0,
    subjectIndexTypeID: 2,
    subjectIndexName: '上证指数',
    commodityCode: '000001',
    showOrder: 2,
    market: 'SSE',
    isChoiced: false,
  },
  {
    proportionValue: 0,
    subjectIndexTypeID: 3,
    subjectIndexName: '深证成指',
    commodityCode: '399001',
    showOrder: 3,
    market: 'SZSE',
    isChoiced: false,
  },
];

/** Default scoring: yield 60%, Sharpe 20%, drawdown 20% (lower is better). */
export const DEFAULT_RANKING_INDEXS: RankingIndex[] = [
  {
    rankingIndexID: 1,
    rankingIndexName: '收益率',
    indexValue: 'TotalYield',
    standardValue: 0.2,
    standardPrecent: 60,
    showOrder: 1,
    rankingIndexTypeID: 1,
  },
  {
    rankingIndexID: 2,
    rankingIndexName: '夏普比率',
    indexValue: 'SharpIndex',
    standardValue: 2,
    standardPrecent: 20,
    showOrder: 2,
    rankingIndexTypeID: 1,
  },
  {
    rankingIndexID: 3,
    rankingIndexName: '最大回撤',
    indexValue: 'MaxRetracement',
    standardValue: 0.1,
    standardPrecent: 20,
    showOrder: 3,
    rankingIndexTypeID: 2,
  },
];

/** Every ranking column with its label and default show flag, or the given flags. */
export function rankingShowColumns(
  flags: Readonly<Record<string, boolean>> = {},
): RankingShowColumn[] {
  return (Object.keys(RANKING_COLUMNS) as RankingColumnField[]).map((field) => ({
    field,
    label: RANKING_COLUMNS[field].label,
    isShow: flags[field] ?? RANKING_COLUMNS[field].defaultShow,
  }));
}

/** Settings of a new contest of a type, with its initial funds per currency (yuan). */
export function defaultSettings(
  matchType: number,
  funds: { rmb: number; hkd: number; usd: number },
): ContestSettings {
  return {
    breedViews: breedTree(defaultBreedIds(matchType)),
    indexSets: DEFAULT_INDEX_SETS.map((s) => ({ ...s })),
    rankingIndexs: DEFAULT_RANKING_INDEXS.map((r) => ({ ...r })),
    rankingParams: { ...DEFAULT_RANKING_PARAMS },
    rankingShowColumns: rankingShowColumns(),
    initFundSets: [
      { currencyType: 1, initFund: funds.rmb },
      { currencyType: 2, initFund: funds.hkd },
      { currencyType: 3, initFund: funds.usd },
    ],
    useCodes: [],
    riskRules: { recordFouls: true, foulPoints: 1 },
  };
}

/** A new contest runs this many days from its start by default. */
export const DEFAULT_CONTEST_DAYS = 30;

const OPEN_MINUTE = 9 * 60 + 30;
const SHANGHAI_MS = 8 * 3_600_000;

/**
 * The next A-share open (09:30 Asia/Shanghai) after `now` on a trading day of the calendar: a new
 * contest's default start, so it is still editable when created (issue 28).
 */
export function nextTradingOpen(now: Date, calendar: TradingCalendar): Date {
  const local = new Date(now.getTime() + SHANGHAI_MS);
  const today = local.toISOString().slice(0, 10);
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  const day =
    calendar.isTradingDay(today) && minute < OPEN_MINUTE ? today : calendar.shift(today, 1);
  return new Date(`${day}T09:30:00+08:00`);
}

/** Default schedule of a new contest: registration from now, the contest from the next open. */
export function defaultSchedule(now: Date, calendar: TradingCalendar) {
  const startTime = nextTradingOpen(now, calendar);
  const endTime = new Date(startTime.getTime() + DEFAULT_CONTEST_DAYS * 86_400_000);
  return { registrationStartTime: now, registrationEndTime: endTime, startTime, endTime };
}
