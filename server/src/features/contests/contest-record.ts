import {
  defaultSchedule,
  defaultSettings,
  rankingShowColumns,
  type ContestSchedule,
  type ContestSettings,
} from '../../domain/contests';
import { TradingCalendar } from '../../domain/market';

/** A contest as the server holds it: matchBasisInfo (spec §3) plus its settings. */
export interface ContestRecord extends ContestSchedule {
  matchID: number;
  matchName: string;
  matchType: number;
  organizer: string;
  initialRMB: number;
  initialUSD: number;
  initialHKD: number;
  createTime: Date;
  isAllowLogin: boolean;
  matchRule: string;
  maxTraders: number;
  isAsyncMainPlatform: boolean;
  matchCommand: string;
  noRiskInterestRates: number;
  marketIndustryReturnIndexID: string;
  quoteType: number;
  initUSExchangeRate: number;
  initHKExchangeRate: number;
  customerID: number;
  isTopMatch: boolean;
  autoEnrol: boolean;
  createdBy: number | null;
  /** The training project whose own hidden contest this is (migration 256), else null. */
  tpInfoID: number | null;
  settings: ContestSettings;
}

type Row = Record<string, unknown>;

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const date = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

/** Stored settings over the defaults of the contest's type, so old rows read complete. */
export function settingsOf(
  matchType: number,
  funds: { rmb: number; hkd: number; usd: number },
  raw: unknown,
): ContestSettings {
  const stored = (
    typeof raw === 'string' ? JSON.parse(raw) : (raw ?? {})
  ) as Partial<ContestSettings>;
  const base = defaultSettings(matchType, funds);
  const merged: ContestSettings = { ...base, ...stored };
  merged.rankingParams = { ...base.rankingParams, ...(stored.rankingParams ?? {}) };
  // Columns are re-labelled from the shared table: stored rows only keep the show flags.
  merged.rankingShowColumns = rankingShowColumns(
    Object.fromEntries((stored.rankingShowColumns ?? []).map((c) => [c.field, c.isShow])),
  );
  if (!stored.breedViews) merged.breedViews = base.breedViews;
  if (!stored.initFundSets) merged.initFundSets = base.initFundSets;
  return merged;
}

/** Maps a `matches` row. */
export function contestOfRow(r: Row): ContestRecord {
  const matchType = num(r.match_type);
  const funds = { rmb: num(r.initial_rmb), hkd: num(r.initial_hkd), usd: num(r.initial_usd) };
  return {
    matchID: num(r.match_id),
    matchName: String(r.match_name),
    matchType,
    organizer: String(r.organizer ?? ''),
    initialRMB: funds.rmb,
    initialUSD: funds.usd,
    initialHKD: funds.hkd,
    createTime: date(r.created_at),
    registrationStartTime: date(r.registration_start_time),
    registrationEndTime: date(r.registration_end_time),
    startTime: date(r.start_time),
    endTime: date(r.end_time),
    realEndTime: r.real_end_time ? date(r.real_end_time) : null,
    isPublished: Boolean(r.is_published),
    isAudit: Boolean(r.is_audit),
    isAllowLogin: Boolean(r.is_allow_login),
    matchRule: String(r.match_rule ?? ''),
    maxTraders: num(r.max_traders),
    isAsyncMainPlatform: Boolean(r.is_async_main_platform),
    matchCommand: String(r.match_command ?? ''),
    noRiskInterestRates: num(r.no_risk_interest_rates),
    marketIndustryReturnIndexID: String(r.market_industry_return_index_id ?? ''),
    quoteType: num(r.quote_type),
    initUSExchangeRate: num(r.init_us_exchange_rate),
    initHKExchangeRate: num(r.init_hk_exchange_rate),
    customerID: num(r.customer_id),
    isTopMatch: Boolean(r.is_top_match),
    autoEnrol: Boolean(r.auto_enrol),
    createdBy: r.created_by === null || r.created_by === undefined ? null : num(r.created_by),
    tpInfoID: r.tp_info_id === null || r.tp_info_id === undefined ? null : num(r.tp_info_id),
    settings: settingsOf(matchType, funds, r.contest_settings),
  };
}

/** Column values of a record for INSERT/UPDATE, in COLUMNS order. */
export const COLUMNS = [
  'match_name',
  'match_type',
  'organizer',
  'initial_rmb',
  'initial_usd',
  'initial_hkd',
  'registration_start_time',
  'registration_end_time',
  'start_time',
  'end_time',
  'real_end_time',
  'is_published',
  'is_audit',
  'is_allow_login',
  'match_rule',
  'max_traders',
  'is_async_main_platform',
  'match_command',
  'no_risk_interest_rates',
  'market_industry_return_index_id',
  'quote_type',
  'init_us_exchange_rate',
  'init_hk_exchange_rate',
  'customer_id',
  'is_top_match',
  'contest_settings',
] as const;

export function columnValues(c: ContestRecord): (string | number | boolean | Date | null)[] {
  return [
    c.matchName,
    c.matchType,
    c.organizer,
    c.initialRMB,
    c.initialUSD,
    c.initialHKD,
    c.registrationStartTime,
    c.registrationEndTime,
    c.startTime,
    c.endTime,
    c.realEndTime,
    c.isPublished,
    c.isAudit,
    c.isAllowLogin,
    c.matchRule,
    c.maxTraders,
    c.isAsyncMainPlatform,
    c.matchCommand,
    c.noRiskInterestRates,
    c.marketIndustryReturnIndexID,
    c.quoteType,
    c.initUSExchangeRate,
    c.initHKExchangeRate,
    c.customerID,
    c.isTopMatch,
    JSON.stringify(storedSettings(c.settings)),
  ];
}

/** What is persisted of the settings: column labels come from the shared table. */
function storedSettings(s: ContestSettings): unknown {
  return {
    ...s,
    rankingShowColumns: s.rankingShowColumns.map((c) => ({ field: c.field, isShow: c.isShow })),
  };
}

/** A new contest's record before it has an id: it starts at the next trading day's open. */
export function blankContest(matchType: number, now: Date): ContestRecord {
  const d = defaultSchedule(now, new TradingCalendar());
  return contestOfRow({
    match_id: 0,
    match_name: '',
    match_type: matchType,
    created_at: now,
    registration_start_time: d.registrationStartTime,
    registration_end_time: d.registrationEndTime,
    start_time: d.startTime,
    end_time: d.endTime,
    is_allow_login: true,
    no_risk_interest_rates: 0.015,
    market_industry_return_index_id: '000300.SSE',
    init_us_exchange_rate: 7.1,
    init_hk_exchange_rate: 0.92,
    contest_settings: {},
  });
}
