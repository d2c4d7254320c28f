import { portalApi } from '@portal/shared-kit';
import { forAccount, type AccountArg } from '../../common/derivatives';
import type {
  Collateral,
  Contract,
  CreditAsset,
  CreditFill,
  CreditOrder,
  Eligible,
} from './margin-api';

/** Credit fills of a date range (查询中心); open ends mean today. */
export interface FillsArg extends AccountArg {
  fromDate?: string;
  toDate?: string;
}

/**
 * The 融资融券 reads in the portal API. Orders and fills carry the tags the hub's order and fill
 * pushes invalidate (the credit orders go through the one exchange pipeline, which sends
 * StkOrderUpdate and StkTradeReport); the eligible list, assets, contracts and collateral are
 * marked to the market (use-margin-data.ts).
 */
export const marginApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /VERace/MarginQuery/QueryEligibleList */
    marginEligible: build.query<Eligible[] | null, AccountArg>({
      queryFn: forAccount<AccountArg, Eligible[] | null>(() => ({
        url: '/VERace/MarginQuery/QueryEligibleList',
      })),
      providesTags: ['Quote'],
    }),
    /** POST /VERace/MarginQuery/QueryCreditAsset */
    marginAsset: build.query<CreditAsset | null, AccountArg>({
      queryFn: forAccount<AccountArg, CreditAsset | null>(() => ({
        url: '/VERace/MarginQuery/QueryCreditAsset',
      })),
      providesTags: ['Capital'],
    }),
    /** POST /VERace/MarginQuery/QueryCreditContracts: the debts (负债合约). */
    marginContracts: build.query<Contract[] | null, AccountArg>({
      queryFn: forAccount<AccountArg, Contract[] | null>(() => ({
        url: '/VERace/MarginQuery/QueryCreditContracts',
      })),
      providesTags: ['Position', 'Capital'],
    }),
    /** POST /VERace/MarginQuery/QueryCreditPosition: the collateral. */
    marginCollateral: build.query<Collateral[] | null, AccountArg>({
      queryFn: forAccount<AccountArg, Collateral[] | null>(() => ({
        url: '/VERace/MarginQuery/QueryCreditPosition',
      })),
      providesTags: ['Position'],
    }),
    /** POST /VERace/MarginQuery/QueryCurOrdList */
    marginOrders: build.query<{ list: CreditOrder[] } | null, AccountArg>({
      queryFn: forAccount<AccountArg, { list: CreditOrder[] } | null>(() => ({
        url: '/VERace/MarginQuery/QueryCurOrdList',
        data: { pageSize: 200 },
      })),
      providesTags: ['Order'],
    }),
    /** POST /VERace/MarginQuery/QueryCurRptList: today's fills, or a range's. */
    marginFills: build.query<CreditFill[] | null, FillsArg>({
      queryFn: forAccount<FillsArg, CreditFill[] | null>(({ fromDate, toDate }) => ({
        url: '/VERace/MarginQuery/QueryCurRptList',
        data: { ...(fromDate ? { fromDate } : {}), ...(toDate ? { toDate } : {}) },
      })),
      providesTags: ['Fill'],
    }),
  }),
});
