import { portalApi } from '@portal/shared-kit';
import { useCallback } from 'react';
import { refetchAll, useAccountKey, type AccountArg } from '../../../../../common/derivatives';
import type { FillRow, OrderRow, PositionRow } from '../../../api/account-rows';
import { queryPositions } from '../../../api/query-positions';
import type { HistoryQuery } from '../api/history-query';
import { queryAssetDetail, type AssetDetail } from '../api/query-asset-detail';
import { queryHistoryFills } from '../api/query-history-fills';
import { queryHistoryOrders } from '../api/query-history-orders';
import { queryTodayFillsPage } from '../api/query-today-fills-page';
import { queryTodayOrdersPage } from '../api/query-today-orders-page';
import { readAccount } from '../../trading/state/account-reads';
import type { QueryCenterState, QueryTab } from './query-center.slice';

/** One page of a list, today's or a history range's (YYYY-MM-DD, open ends omitted). */
export interface ListArg extends AccountArg, HistoryQuery {
  history: boolean;
}

/** A page of a list with the list's total. */
export interface ListPage<T> {
  total: number;
  rows: T[];
}

/**
 * The query center's reads in the portal API (the saga keeps the exports). Orders and fills carry
 * the tags the hub's order and fill pushes invalidate, so today's lists follow the exchange.
 */
export const queryCenterApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** 当日委托 / 历史委托 */
    shszQueryOrders: build.query<ListPage<OrderRow>, ListArg>({
      queryFn: ({ history, account: _key, ...q }) =>
        readAccount((a) => (history ? queryHistoryOrders : queryTodayOrdersPage)(a, q)),
      providesTags: ['Order'],
    }),
    /** 当日成交 / 历史成交 */
    shszQueryFills: build.query<ListPage<FillRow>, ListArg>({
      queryFn: ({ history, account: _key, ...q }) =>
        readAccount((a) => (history ? queryHistoryFills : queryTodayFillsPage)(a, q)),
      providesTags: ['Fill'],
    }),
    /** The money in full and the holdings (资产查询). */
    shszQueryAssets: build.query<{ assets: AssetDetail; positions: PositionRow[] }, AccountArg>({
      queryFn: () =>
        readAccount(async (a) => {
          const [assets, positions] = await Promise.all([queryAssetDetail(a), queryPositions(a)]);
          return { assets, positions };
        }),
      providesTags: ['Capital', 'Position'],
    }),
  }),
});

const { endpoints } = queryCenterApi;
const NO_PAGE = { total: 0, rows: [] as never[] };
const NONE: PositionRow[] = [];
const READ = { refetchOnMountOrArgChange: true };
const ORDER_TABS: readonly QueryTab[] = ['todayOrders', 'historyOrders'];
const FILL_TABS: readonly QueryTab[] = ['todayFills', 'historyFills'];

/**
 * What the query center shows for its state: the page of the list tab (history only with a valid
 * range) or the assets and holdings; read on entry, per tab, page and range, and on `reload`.
 */
export function useQueryCenterData(s: QueryCenterState) {
  const account = useAccountKey();
  const history = s.tab === 'historyOrders' || s.tab === 'historyFills';
  const arg: ListArg = {
    account,
    history,
    pageIndex: s.pageIndex,
    pageSize: s.pageSize,
    ...(history && s.fromDate ? { fromDate: s.fromDate } : {}),
    ...(history && s.toDate ? { toDate: s.toDate } : {}),
  };
  const refused = history && s.rangeError !== null;
  const orders = endpoints.shszQueryOrders.useQuery(arg, {
    ...READ,
    skip: refused || !ORDER_TABS.includes(s.tab),
  });
  const fills = endpoints.shszQueryFills.useQuery(arg, {
    ...READ,
    skip: refused || !FILL_TABS.includes(s.tab),
  });
  const assets = endpoints.shszQueryAssets.useQuery(
    { account },
    { ...READ, skip: s.tab !== 'assets' },
  );
  const list = ORDER_TABS.includes(s.tab) ? orders : fills;
  const { refetch } = list;
  const reload = useCallback(() => refetchAll([refetch]), [refetch]);
  return {
    orders: orders.data ?? NO_PAGE,
    fills: fills.data ?? NO_PAGE,
    loading: list.isFetching,
    assets: assets.data?.assets ?? null,
    positions: assets.data?.positions ?? NONE,
    reload,
  };
}
