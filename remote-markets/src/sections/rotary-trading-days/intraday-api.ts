import { http } from '@portal/shared-kit';
import type { ApiData, ApiItem } from '@portal/shared-kit/api-types';
import { accountParams } from '../../common/futures';

type DeskAnswer = ApiData<'/VERace/IntradayQuery/QueryDesk'>;

/** A code the contest allows (matchUseCodes) with its price. */
export type AllowedCode = Pick<
  DeskAnswer['codes'][number],
  'security' | 'market' | 'securityName' | 'lastPrice' | 'prevClose'
>;

export type Holding = Pick<
  DeskAnswer['positions'][number],
  | 'security'
  | 'market'
  | 'securityName'
  | 'qty'
  | 'sellableQty'
  | 'costPrice'
  | 'lastPrice'
  | 'marketValue'
  | 'floatingPL'
>;

export type DayOrder = Pick<
  DeskAnswer['orders'][number],
  | 'orderId'
  | 'security'
  | 'securityName'
  | 'sideName'
  | 'price'
  | 'orderQty'
  | 'filledQty'
  | 'statusName'
  | 'cancelable'
  | 'orderTime'
>;

export type Deal = Pick<
  DeskAnswer['fills'][number],
  | 'reportId'
  | 'security'
  | 'securityName'
  | 'sideName'
  | 'execType'
  | 'execTypeName'
  | 'qty'
  | 'price'
  | 'amount'
  | 'fees'
  | 'realised'
  | 'time'
>;

export type RoundTrip = Pick<
  DeskAnswer['roundTrips'][number],
  | 'security'
  | 'market'
  | 'securityName'
  | 'buyQty'
  | 'buyAvg'
  | 'sellQty'
  | 'sellAvg'
  | 'forcedQty'
  | 'openQty'
  | 'fees'
  | 'realised'
  | 'net'
>;

/** QueryDesk: everything the page shows of today. */
export type Desk = Pick<
  DeskAnswer,
  'tradingDate' | 'clock' | 'cutoff' | 'secondsToCutoff' | 'closed' | 'availableCash' | 'todayPnl'
> & {
  codes: AllowedCode[];
  positions: Holding[];
  orders: DayOrder[];
  fills: Deal[];
  roundTrips: RoundTrip[];
};

export type DayPnl = Pick<
  ApiItem<'/VERace/IntradayQuery/QueryDailyPnl'>,
  'tradingDate' | 'realised' | 'fees' | 'pnl' | 'deals'
>;

export type RankRow = Pick<
  ApiData<'/VERace/IntradayQuery/QueryDailyRank'>['list'][number],
  'rank' | 'userName' | 'pnl' | 'deals' | 'isMe'
>;

/** QueryDailyRank: one trading day's ranking. */
export type RankDay = Pick<ApiData<'/VERace/IntradayQuery/QueryDailyRank'>, 'tradingDate'> & {
  list: RankRow[];
};

const post = async <T>(url: string, data: Record<string, unknown> = {}, toast = false) =>
  http.call<T>({ method: 'POST', url, data: { ...(await accountParams()), ...data } }, { toast });

export const placeOrder = (c: AllowedCode, side: 1 | 2, qty: number, price: number) =>
  post<ApiData<'/VERace/IntradayTrade/PlaceOrder'>>(
    '/VERace/IntradayTrade/PlaceOrder',
    { security: c.security, market: c.market, side, orderQty: qty, price, bizAction: 0 },
    true,
  );
export const cancelOrder = (orderId: number) =>
  post<ApiData<'/VERace/IntradayTrade/CancelOrder'>>(
    '/VERace/IntradayTrade/CancelOrder',
    { orderId },
    true,
  );
