import { portalApi } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import type { AccountArg } from '../../common/derivatives';
import {
  matchParams,
  type ForexAccounts,
  type ForexFill,
  type ForexMarginRecord,
  type ForexOrder,
  type ForexQuote,
} from './forex-api';

/** A read of the forex account's lists (its asset account, from QueryForexAccounts). */
export interface ForexListArg extends AccountArg {
  assetAccount: number;
}

type Page<T> = T[] | { list?: T[] };
const listOf = <T>(p: Page<T> | null | undefined): T[] => (Array.isArray(p) ? p : (p?.list ?? []));

/** A POST of the forex routes on behalf of the current contest. */
const forexCall = (url: string, data: Record<string, unknown> = {}) => ({
  url,
  data: { ...matchParams(), ...data },
});

/**
 * The forex reads in the portal API. Forex orders go through the one exchange pipeline (a margin
 * stop-out too), which pushes StkOrderUpdate and StkTradeReport: the account reads carry the tags
 * those pushes invalidate. The pairs' quotes follow TickQuotationInfo pushes (use-forex-account).
 */
export const forexApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /VERace/ForexQuery/GetForexSecurityCurInfo: the pairs with their bid/ask. */
    forexQuotes: build.query<ForexQuote[], void>({
      query: () => ({ url: '/VERace/ForexQuery/GetForexSecurityCurInfo', method: 'GET' }),
      transformResponse: (raw: ApiData<'/VERace/ForexQuery/GetForexSecurityCurInfo'> | null) =>
        raw ?? [],
      providesTags: ['Quote'],
    }),
    /** POST /VERace/ForexQuery/QueryForexAccounts: balances, holdings, the margin figures. */
    forexAccounts: build.query<ForexAccounts, AccountArg>({
      query: () => forexCall('/VERace/ForexQuery/QueryForexAccounts'),
      providesTags: ['Capital', 'Position'],
    }),
    /** POST /VERace/StockQuery/QueryStkCurOrdList of the forex account. */
    forexOrders: build.query<ForexOrder[], ForexListArg>({
      query: ({ assetAccount }) =>
        forexCall('/VERace/StockQuery/QueryStkCurOrdList', {
          assetAccount,
          securityType: 13,
          pageSize: 200,
        }),
      transformResponse: (raw: ApiData<'/VERace/StockQuery/QueryStkCurOrdList'> | null) =>
        listOf(raw),
      providesTags: ['Order'],
    }),
    /** POST /VERace/StockQuery/QueryStkCurRptList of the forex account (not the 撤单 reports). */
    forexFills: build.query<ForexFill[], ForexListArg>({
      query: ({ assetAccount }) =>
        forexCall('/VERace/StockQuery/QueryStkCurRptList', {
          assetAccount,
          securityType: 13,
          pageSize: 200,
        }),
      transformResponse: (raw: ApiData<'/VERace/StockQuery/QueryStkCurRptList'> | null) =>
        listOf(raw).filter((f) => !/撤/.test(f.execTypeName)),
      providesTags: ['Fill'],
    }),
    /** POST /VERace/ForexQuery/QueryForexMarginRecords: 隔夜利息 and 强制平仓. */
    forexMarginRecords: build.query<ForexMarginRecord[], ForexListArg>({
      query: ({ assetAccount }) =>
        forexCall('/VERace/ForexQuery/QueryForexMarginRecords', { assetAccount, pageSize: 200 }),
      transformResponse: (raw: ApiData<'/VERace/ForexQuery/QueryForexMarginRecords'> | null) =>
        listOf(raw),
      providesTags: ['Fill'],
    }),
  }),
});
