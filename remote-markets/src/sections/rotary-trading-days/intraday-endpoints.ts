import { portalApi } from '@portal/shared-kit';
import { forAccount, type AccountArg } from '../../common/derivatives';
import type { DayPnl, Desk, RankDay } from './intraday-api';

/** A date range of the account's daily P&L; open ends are the server's default. */
export interface PnlRangeArg extends AccountArg {
  fromDate?: string;
  toDate?: string;
}

/** One trading day of the ranking (today when absent). */
export interface RankDayArg extends AccountArg {
  tradingDate?: string;
}

/**
 * The 日内回转 reads in the portal API. The intraday orders go through the one exchange pipeline
 * (the cut-off's forced closes too), which pushes StkOrderUpdate and StkTradeReport: the desk and
 * the P&L tables carry the account tags those pushes invalidate.
 */
export const intradayApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /VERace/IntradayQuery/QueryDesk: everything the page shows of today. */
    intradayDesk: build.query<Desk, AccountArg>({
      queryFn: forAccount<AccountArg, Desk>(() => ({ url: '/VERace/IntradayQuery/QueryDesk' })),
      providesTags: ['Order', 'Fill', 'Position', 'Capital'],
    }),
    /** POST /VERace/IntradayQuery/QueryDailyPnl */
    intradayDailyPnl: build.query<DayPnl[] | null, PnlRangeArg>({
      queryFn: forAccount<PnlRangeArg, DayPnl[] | null>(({ fromDate, toDate }) => ({
        url: '/VERace/IntradayQuery/QueryDailyPnl',
        data: { ...(fromDate ? { fromDate } : {}), ...(toDate ? { toDate } : {}) },
      })),
      providesTags: ['Fill'],
    }),
    /** POST /VERace/IntradayQuery/QueryDailyRank */
    intradayDailyRank: build.query<RankDay | null, RankDayArg>({
      queryFn: forAccount<RankDayArg, RankDay | null>(({ tradingDate }) => ({
        url: '/VERace/IntradayQuery/QueryDailyRank',
        data: tradingDate ? { tradingDate } : {},
      })),
      providesTags: ['Fill'],
    }),
  }),
});
