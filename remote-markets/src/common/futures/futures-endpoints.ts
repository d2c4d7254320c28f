import { portalApi } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import { forAccount, type AccountArg, type KindArg, type PortalBuild } from '../derivatives';
import type {
  Capital,
  Contract,
  FuturesFill,
  FuturesKind,
  FuturesOrder,
  Holding,
} from './futures-api';

/** The five price levels of a contract (QueryQuote, then TickQuotationInfo pushes). */
export type Book = Pick<
  ApiData<'/TradeGW/Query/QueryQuote'>,
  'bidPrices' | 'bidVolumes' | 'askPrices' | 'askVolumes'
>;

type Bars = ApiData<'/QuotationAPI/api/v1/min/values/symbol'>;
/** A minute bar of today's price line. */
export type MinutePoint = Pick<Bars['bars'][number], 'time' | 'close'>;

type Kind = KindArg<FuturesKind>;

/** The account's reads: capital, holdings, today's orders and fills. */
const accountEndpoints = (build: PortalBuild) => ({
  /** POST /VERace/FuturesQuery/QueryAssetCapital */
  futuresCapital: build.query<Capital | null, AccountArg>({
    queryFn: forAccount<AccountArg, Capital | null>(() => ({
      url: '/VERace/FuturesQuery/QueryAssetCapital',
    })),
    providesTags: ['Capital'],
  }),
  /** POST /VERace/FuturesQuery/QueryAssetPosition */
  futuresHoldings: build.query<Holding[] | null, Kind>({
    queryFn: forAccount<Kind, Holding[] | null>(({ kind }) => ({
      url: '/VERace/FuturesQuery/QueryAssetPosition',
      data: { kind },
    })),
    providesTags: ['Position'],
  }),
  /** POST /VERace/FuturesQuery/QueryCurOrdList */
  futuresOrders: build.query<{ list: FuturesOrder[] } | null, Kind>({
    queryFn: forAccount<Kind, { list: FuturesOrder[] } | null>(({ kind }) => ({
      url: '/VERace/FuturesQuery/QueryCurOrdList',
      data: { kind, pageSize: 200 },
    })),
    providesTags: ['Order'],
  }),
  /** POST /VERace/FuturesQuery/QueryCurRptList */
  futuresFills: build.query<{ list: FuturesFill[] } | null, Kind>({
    queryFn: forAccount<Kind, { list: FuturesFill[] } | null>(({ kind }) => ({
      url: '/VERace/FuturesQuery/QueryCurRptList',
      data: { kind },
    })),
    providesTags: ['Fill'],
  }),
});

/** The market's reads: the section's contracts, a contract's book and today's minute closes. */
const marketEndpoints = (build: PortalBuild) => ({
  /** POST /VERace/FuturesQuery/GetFuturesSecurityCurInfo */
  futuresContracts: build.query<Contract[], Kind>({
    queryFn: forAccount<Kind, Contract[]>(({ kind }) => ({
      url: '/VERace/FuturesQuery/GetFuturesSecurityCurInfo',
      data: { kind },
    })),
    providesTags: ['Quote'],
  }),
  /** POST /TradeGW/Query/QueryQuote: the book of one contract. */
  futuresBook: build.query<Book | null, { symbol: string; market: string }>({
    query: ({ symbol, market }) => ({
      url: '/TradeGW/Query/QueryQuote',
      data: { security: symbol, market },
    }),
    transformResponse: (b: unknown) => (b as Book | null) ?? null,
    providesTags: ['Quote'],
  }),
  /** GET /QuotationAPI/api/v1/min/values/symbol: today's minute closes of a contract. */
  futuresMinutes: build.query<MinutePoint[], { symbol: string; market: string }>({
    query: ({ symbol, market }) => ({
      url: '/QuotationAPI/api/v1/min/values/symbol',
      method: 'GET',
      params: { symbol, market, freq: '1' },
    }),
    transformResponse: (b: unknown) =>
      ((b as Bars | null)?.bars ?? []).filter((p) => Number.isFinite(p.close)),
    providesTags: ['Quote'],
  }),
});

/**
 * The futures sections' reads in the portal API. Quotes are patched in place by the hub's
 * TickQuotationInfo pushes (use-futures-data.ts); the account reads carry the tags the hub's
 * order and fill pushes invalidate.
 */
export const futuresApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    ...marketEndpoints(build),
    ...accountEndpoints(build),
  }),
});
