import {
  portalApi,
  toQueryError,
  type PortalQueryArgs,
  type PortalQueryError,
} from '@portal/shared-kit';
import type { ApiData, ApiPath } from '@portal/shared-kit/api-types';
import type { AccountArg, PortalBuild } from '../derivatives';
import {
  boardLotOf,
  listOf,
  sectionAccount,
  type HkAssets,
  type HkFill,
  type HkOrder,
  type HkPosition,
  type HkQuote,
  type HkRules,
  type HkSectionId,
  type HkStatus,
} from './hk-api';
import { isHk, HK_TYPE, inRange, type HkRange, type HkTransfer } from './hk-lists';

/** A read of one HK section's account (CNY or HKD) for the signed-in user and contest. */
export interface SectionArg extends AccountArg {
  section: HkSectionId;
}

/** A history read of the 查询中心 over a date range (open ends: all dates). */
export interface HistoryArg extends SectionArg, HkRange {}

type BaseQuery = (
  args: PortalQueryArgs,
) => Promise<{ data: unknown } | { error: PortalQueryError }>;

/**
 * An endpoint's `queryFn` for a read of a section's account: the account the section trades in
 * (GetHKAccount, sectionAccount) and `data` in the body, then `pick` over the answer of `url`.
 */
function forSection<P extends ApiPath, T>(
  url: P,
  data: (arg: SectionArg) => Record<string, unknown>,
  pick: (raw: ApiData<P>, arg: SectionArg) => T,
) {
  return async (arg: SectionArg, _api: unknown, _extra: unknown, base: unknown) => {
    let params: Awaited<ReturnType<typeof sectionAccount>>;
    try {
      params = await sectionAccount(arg.section);
    } catch (error) {
      return { error: toQueryError(error) };
    }
    const r = await (base as BaseQuery)({ url, data: { ...params, ...data(arg) } });
    return 'error' in r ? r : { data: pick(r.data as ApiData<P>, arg) };
  };
}

const bySection = ({ section }: SectionArg) => ({ section });
const whole = <D>(raw: D) => raw;
const LISTED = () => ({ pageSize: 200 });
const rangeOf = (arg: SectionArg) => {
  const { fromDate, toDate } = arg as HistoryArg;
  return { fromDate, toDate };
};
const notCancel = (f: HkFill) => isHk(f.security) && !/撤/.test(f.execTypeName ?? '');

/** The section account's reads: the contest's rules, the funds, the HK holdings. */
const accountEndpoints = (build: PortalBuild) => ({
  /** POST /VERace/HKQuery/GetHKTradeRules: the contest's rates, fees, spread table. */
  hkRules: build.query<HkRules, SectionArg>({
    queryFn: forSection('/VERace/HKQuery/GetHKTradeRules', bySection, whole),
  }),
  /** POST /VERace/HKQuery/GetHKAccount: the section's funds and 待交收. */
  hkAssets: build.query<HkAssets | null, SectionArg>({
    queryFn: forSection('/VERace/HKQuery/GetHKAccount', bySection, whole),
    providesTags: ['Capital'],
  }),
  /** POST /TradeGW/Query/QuerySecurityAssets: the HK holdings. */
  hkPositions: build.query<HkPosition[], SectionArg>({
    queryFn: forSection('/TradeGW/Query/QuerySecurityAssets', LISTED, (raw) =>
      listOf(raw).filter((p) => isHk(p.security)),
    ),
    providesTags: ['Position'],
  }),
});

/** Today's HK orders and fills. */
const todayEndpoints = (build: PortalBuild) => ({
  /** POST /VERace/StockQuery/QueryStkCurOrdList: today's HK orders. */
  hkOrders: build.query<HkOrder[], SectionArg>({
    queryFn: forSection(
      '/VERace/StockQuery/QueryStkCurOrdList',
      () => ({ pageSize: 200, securityType: HK_TYPE }),
      (raw) => listOf(raw).filter((o) => isHk(o.security)),
    ),
    providesTags: ['Order'],
  }),
  /** POST /VERace/StockQuery/QueryStkCurRptList: today's HK fills (not the 撤单 reports). */
  hkFills: build.query<HkFill[], SectionArg>({
    queryFn: forSection('/VERace/StockQuery/QueryStkCurRptList', LISTED, (raw) =>
      listOf(raw).filter(notCancel),
    ),
    providesTags: ['Fill'],
  }),
});

/** The 查询中心's reads of a date range: orders, fills, bank–securities transfers. */
const historyEndpoints = (build: PortalBuild) => ({
  /** POST /VERace/StockQuery/QueryStkHisOrdList: the section's orders of a range. */
  hkHistoryOrders: build.query<HkOrder[], HistoryArg>({
    queryFn: forSection(
      '/VERace/StockQuery/QueryStkHisOrdList',
      (arg) => ({ pageSize: 200, securityType: HK_TYPE, ...rangeOf(arg) }),
      (raw) => listOf(raw).filter((o) => isHk(o.security)),
    ),
    providesTags: ['Order'],
  }),
  /** POST /VERace/StockQuery/QueryStkHisRptList: the section's fills of a range. */
  hkHistoryFills: build.query<HkFill[], HistoryArg>({
    queryFn: forSection(
      '/VERace/StockQuery/QueryStkHisRptList',
      (arg) => ({ pageSize: 200, ...rangeOf(arg) }),
      (raw) => listOf(raw).filter(notCancel),
    ),
    providesTags: ['Fill'],
  }),
  /** POST /VERace/StockQuery/GetTransferRecords: the bank–securities transfers of a range. */
  hkTransfers: build.query<HkTransfer[], HistoryArg>({
    queryFn: forSection('/VERace/StockQuery/GetTransferRecords', LISTED, (raw, arg) =>
      listOf(raw).filter((t) => inRange(t, rangeOf(arg))),
    ),
  }),
});

/** The market's reads: a share's HK clock, the share list, a share's board lot. */
const marketEndpoints = (build: PortalBuild) => ({
  /** POST /VERace/HKQuery/GetHKStatus: a share's HK clock, session and VCM state. */
  hkStatus: build.query<HkStatus | null, { security: string }>({
    query: ({ security }) => ({ url: '/VERace/HKQuery/GetHKStatus', data: { security } }),
    transformResponse: (raw: ApiData<'/VERace/HKQuery/GetHKStatus'> | null) => raw ?? null,
  }),
  /** GET /tick/symbols of HKEX: the share list with its prices. */
  hkQuotes: build.query<HkQuote[], void>({
    query: () => ({
      url: '/tick/symbols',
      method: 'GET',
      params: { markets: 'HKEX', pageSize: 200 },
    }),
    transformResponse: (raw: ApiData<'/tick/symbols'>) => listOf(raw),
    providesTags: ['Quote'],
  }),
  /** POST /TradeGW/BaseData/GetSecurityCurInfoForVE: a share's board lot. */
  hkBoardLot: build.query<number, { symbol: string }>({
    query: ({ symbol }) => ({
      url: '/TradeGW/BaseData/GetSecurityCurInfoForVE',
      data: { securities: `${symbol}.HKEX` },
    }),
    transformResponse: (raw: ApiData<'/TradeGW/BaseData/GetSecurityCurInfoForVE'> | null) =>
      boardLotOf(raw),
  }),
});

/**
 * The HK sections' reads in the portal API. HK orders go through the one exchange pipeline, which
 * pushes StkOrderUpdate and StkTradeReport: the account reads carry the tags those pushes
 * invalidate. The share list's prices follow TickQuotationInfo pushes (use-hk-quotes.ts).
 */
export const hkApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    ...accountEndpoints(build),
    ...todayEndpoints(build),
    ...historyEndpoints(build),
    ...marketEndpoints(build),
  }),
});
