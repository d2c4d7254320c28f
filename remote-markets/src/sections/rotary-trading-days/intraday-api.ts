import { http } from '@portal/shared-kit';
import { accountParams } from '../../common/futures';

/** A code the contest allows (matchUseCodes) with its price. */
export interface AllowedCode {
  security: string;
  market: string;
  securityName: string;
  lastPrice: number;
  prevClose: number;
}

export interface Holding {
  security: string;
  market: string;
  securityName: string;
  qty: number;
  sellableQty: number;
  costPrice: number;
  lastPrice: number;
  marketValue: number;
  floatingPL: number;
}

export interface DayOrder {
  orderId: number;
  security: string;
  securityName: string;
  sideName: string;
  price: number;
  orderQty: number;
  filledQty: number;
  statusName: string;
  cancelable: boolean;
  orderTime: string;
}

export interface Deal {
  reportId: number;
  security: string;
  securityName: string;
  sideName: string;
  execType: number;
  execTypeName: string;
  qty: number;
  price: number;
  amount: number;
  fees: number;
  realised: number;
  time: string;
}

export interface RoundTrip {
  security: string;
  market: string;
  securityName: string;
  buyQty: number;
  buyAvg: number;
  sellQty: number;
  sellAvg: number;
  forcedQty: number;
  openQty: number;
  fees: number;
  realised: number;
  net: number;
}

/** QueryDesk: everything the page shows of today. */
export interface Desk {
  tradingDate: string;
  clock: string;
  cutoff: string;
  secondsToCutoff: number;
  closed: boolean;
  availableCash: number;
  todayPnl: number;
  codes: AllowedCode[];
  positions: Holding[];
  orders: DayOrder[];
  fills: Deal[];
  roundTrips: RoundTrip[];
}

export interface DayPnl {
  tradingDate: string;
  realised: number;
  fees: number;
  pnl: number;
  deals: number;
}

export interface RankRow {
  rank: number;
  userName: string;
  pnl: number;
  deals: number;
  isMe: boolean;
}

const post = async <T>(url: string, data: Record<string, unknown> = {}, toast = false) =>
  http.call<T>({ method: 'POST', url, data: { ...(await accountParams()), ...data } }, { toast });

export const placeOrder = (c: AllowedCode, side: 1 | 2, qty: number, price: number) =>
  post<DayOrder>(
    '/VERace/IntradayTrade/PlaceOrder',
    { security: c.security, market: c.market, side, orderQty: qty, price, bizAction: 0 },
    true,
  );
export const cancelOrder = (orderId: number) =>
  post<DayOrder>('/VERace/IntradayTrade/CancelOrder', { orderId }, true);
