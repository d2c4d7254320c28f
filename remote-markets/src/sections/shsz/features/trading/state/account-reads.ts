import { portalApi, session, toQueryError, type AppState } from '@portal/shared-kit';
import { useSelector } from 'react-redux';
import {
  accountKeyOf,
  PUSHED_READ,
  useAccountKey,
  type AccountArg,
} from '../../../../../common/derivatives';
import { accountParams } from '../../../account/account.saga';
import type { AccountParams } from '../../../account/account-params';
import type { PositionRow } from '../../../api/account-rows';
import { queryPositions } from '../../../api/query-positions';
import { queryTodayFills } from '../api/query-today-fills';
import { queryTodayOrders } from '../api/query-today-orders';
import { queryUserAssets } from '../api/query-user-assets';
import type { AssetSummary, FillRow, OrderRow } from '../model';
import { selectSecurity } from './trading.selectors';

/** What an order or fill changes: the account re-read after a write of this page. */
export const ACCOUNT_TAGS = ['Order', 'Fill', 'Position', 'Capital'] as const;

/** A `queryFn` answer of a read of the signed-in account through one of the section's clients. */
export async function readAccount<T>(read: (account: AccountParams) => Promise<T>) {
  try {
    const account = await accountParams();
    if (!account) return { error: { message: '请先登录' } };
    return { data: await read(account) };
  } catch (error) {
    return { error: toQueryError(error) };
  }
}

const withAccount =
  <T>(read: (account: AccountParams) => Promise<T>) =>
  (_arg: AccountArg) =>
    readAccount(read);

/**
 * The trading page's account in the portal API: today's orders and fills, holdings and money.
 * Read on entry and at once on the hub's order and fill pushes (the push bridge invalidates their
 * tags); a page write or a held security's price move (position-revalue.saga) invalidates them
 * too. Nothing polls.
 */
export const shszAccountApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /VERace/StockQuery/QueryStkCurOrdList */
    shszOrders: build.query<OrderRow[], AccountArg>({
      queryFn: withAccount(queryTodayOrders),
      providesTags: ['Order'],
    }),
    /** GET /VERace/StockQuery/QueryStkCurRptList */
    shszFills: build.query<FillRow[], AccountArg>({
      queryFn: withAccount(queryTodayFills),
      providesTags: ['Fill'],
    }),
    /** POST /TradeGW/Query/QuerySecurityAssets */
    shszPositions: build.query<PositionRow[], AccountArg>({
      queryFn: withAccount(queryPositions),
      providesTags: ['Position'],
    }),
    /** GET /VERace/StockQuery/QueryUserAssets */
    shszAssets: build.query<AssetSummary, AccountArg>({
      queryFn: withAccount(queryUserAssets),
      providesTags: ['Capital'],
    }),
  }),
});

const { endpoints } = shszAccountApi;
const NONE: never[] = [];

export const useOrders = (): OrderRow[] =>
  endpoints.shszOrders.useQuery({ account: useAccountKey() }, PUSHED_READ).data ?? NONE;
export const useFills = (): FillRow[] =>
  endpoints.shszFills.useQuery({ account: useAccountKey() }, PUSHED_READ).data ?? NONE;
export const usePositions = (): PositionRow[] =>
  endpoints.shszPositions.useQuery({ account: useAccountKey() }, PUSHED_READ).data ?? NONE;
export const useAssets = (): AssetSummary | null =>
  endpoints.shszAssets.useQuery({ account: useAccountKey() }, PUSHED_READ).data ?? null;

/** The cached holdings of the signed-in account (for the sagas). */
export const selectCachedPositions = (state: AppState): PositionRow[] =>
  endpoints.shszPositions.select({ account: accountKeyOf(session.getState()) })(
    state as Parameters<ReturnType<typeof endpoints.shszPositions.select>>[0],
  ).data ?? NONE;

/** Sellable quantity of the current security, from the holdings; undefined without one. */
export function useSellable(): number | undefined {
  const sec = useSelector(selectSecurity);
  const rows = usePositions();
  if (!sec) return undefined;
  const p = rows.find((x) => x.symbol === sec.symbol && x.market === sec.market);
  return p ? p.sellable : 0;
}
