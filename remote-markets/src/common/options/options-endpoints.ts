import { portalApi } from '@portal/shared-kit';
import { forAccount, type AccountArg, type KindArg } from '../derivatives';
import type {
  OptionCapital,
  OptionFill,
  OptionHolding,
  OptionKind,
  OptionOrder,
  OptionRow,
} from './options-api';

type Kind = KindArg<OptionKind>;
type List<T> = { list: T[] } | null;

/**
 * The option sections' reads in the portal API. Contract quotes are patched in place by the
 * hub's TickQuotationInfo pushes (use-options-data.ts); the account reads carry the tags the
 * hub's order and fill pushes invalidate.
 */
export const optionsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /VERace/SOQuery/GetSOSecurityCurInfo: every option contract with its quote. */
    optionRows: build.query<OptionRow[] | null, AccountArg>({
      queryFn: forAccount<AccountArg, OptionRow[] | null>(() => ({
        url: '/VERace/SOQuery/GetSOSecurityCurInfo',
      })),
      providesTags: ['Quote'],
    }),
    /** POST /VERace/SOQuery/QueryAssetCapital */
    optionCapital: build.query<OptionCapital | null, AccountArg>({
      queryFn: forAccount<AccountArg, OptionCapital | null>(() => ({
        url: '/VERace/SOQuery/QueryAssetCapital',
      })),
      providesTags: ['Capital'],
    }),
    /** POST /VERace/SOQuery/QueryAssetPosition */
    optionHoldings: build.query<OptionHolding[] | null, Kind>({
      queryFn: forAccount<Kind, OptionHolding[] | null>(({ kind }) => ({
        url: '/VERace/SOQuery/QueryAssetPosition',
        data: { kind },
      })),
      providesTags: ['Position'],
    }),
    /** POST /VERace/SOQuery/QueryCurOrdList */
    optionOrders: build.query<List<OptionOrder>, Kind>({
      queryFn: forAccount<Kind, List<OptionOrder>>(({ kind }) => ({
        url: '/VERace/SOQuery/QueryCurOrdList',
        data: { kind, pageSize: 200 },
      })),
      providesTags: ['Order'],
    }),
    /** POST /VERace/SOQuery/QueryCurRptList */
    optionFills: build.query<List<OptionFill>, Kind>({
      queryFn: forAccount<Kind, List<OptionFill>>(({ kind }) => ({
        url: '/VERace/SOQuery/QueryCurRptList',
        data: { kind },
      })),
      providesTags: ['Fill'],
    }),
  }),
});
