import { accountParams, postForAccount } from '../derivatives';

/** The two futures sections: 商品期货 (/futures) and 金融期货 (/financeFutures). */
export type FuturesKind = 'commodity' | 'finance';
export type Effect = 'open' | 'close' | 'closeToday' | 'closeYesterday';

/** A contract row of GetFuturesSecurityCurInfo / GetFuturesTradeParam. */
export interface Contract {
  symbol: string;
  market: string;
  shortName: string;
  product: string;
  productName: string;
  deliveryMonth: string;
  lastTradingDay: string;
  isMain: boolean;
  multiplier: number;
  tick: number;
  limitPct: number;
  longMarginRate: number;
  shortMarginRate: number;
  feeKind: 'lot' | 'value';
  openFee: number;
  closeFee: number;
  closeTodayFee: number;
  daySessions: string;
  nightSession: string;
  positionLimit: number;
  closeTodayOrders: boolean;
  last: number;
  preSettlement: number;
  change: number;
  changePct: number;
  bidPrice: number | null;
  askPrice: number | null;
  limitUp: number | null;
  limitDown: number | null;
  volume: number;
  marginPerLot: number;
}

export interface Capital {
  equity: number;
  available: number;
  frozen: number;
  margin: number;
  floatingPL: number;
  realisedPL: number;
  fees: number;
  riskRatio: number;
  totalAssets: number;
}

export interface Holding {
  market: string;
  security: string;
  securityName: string;
  posSide: 'L' | 'S';
  posSideName: string;
  qty: number;
  todayQty: number;
  yesterdayQty: number;
  closableQty: number;
  closableToday: number;
  closableYesterday: number;
  avgPrice: number;
  lastPrice: number;
  floatingPL: number;
  margin: number;
  closeTodayOrders: boolean;
}

export interface FuturesOrder {
  orderId: number;
  security: string;
  securityName: string;
  market: string;
  side: number;
  sideName: string;
  effectName: string;
  price: number;
  orderQty: number;
  filledQty: number;
  avgPrice: number;
  fees: number;
  statusName: string;
  cancelable: boolean;
  rejectReason: string;
  orderTime: string;
}

export interface FuturesFill {
  reportId: number;
  security: string;
  securityName: string;
  sideName: string;
  effectName: string;
  posSideName: string;
  execTypeName: string;
  qty: number;
  price: number;
  amount: number;
  fees: number;
  realised: number;
  time: string;
  settlementPrice?: number;
}

export interface Statement {
  tradingDate: string;
  settled: boolean;
  summary: {
    previousTotalAssets: number | null;
    totalAssets: number | null;
    cash: number | null;
    closeProfit: number;
    markToMarket: number;
    fees: number;
    netProfit: number;
    forcedCloses: number;
  };
  trades: FuturesFill[];
  settlements: FuturesFill[];
}

/** Futures calls act on the current account (see derivatives/account-params). */
const post = postForAccount;
export { accountParams };

// Contracts, capital, holdings, orders and fills are reads of the portal API: futures-endpoints.ts.
/** POST /VERace/TradeParam/GetFuturesTradeParam */
export const getTradeParams = (kind: FuturesKind) =>
  post<Contract[]>('/VERace/TradeParam/GetFuturesTradeParam', { kind });
export const getStatementDates = () =>
  post<string[]>('/VERace/FuturesQuery/GetSettlementDates', {}, false);
export const getStatement = (kind: FuturesKind, tradingDate?: string) =>
  post<Statement>('/VERace/FuturesQuery/QuerySettlementStatement', {
    kind,
    ...(tradingDate ? { tradingDate } : {}),
  });

/** Max lots and the margin the server's order path freezes for `lots` (rate incl. the contest's add). */
export interface MaxVolume {
  maxVolume: number;
  marginPerLot: number;
  margin: number;
  marginRate: number;
}

export const queryMaxVolume = (
  c: Pick<Contract, 'symbol' | 'market'>,
  side: 1 | 2,
  effect: Effect,
  price: number,
  lots = 1,
) =>
  post<MaxVolume>(
    effect === 'open'
      ? '/VERace/FuturesQuery/QueryMaxOpenVolume'
      : '/VERace/FuturesQuery/QueryMaxCloseVolume',
    {
      security: c.symbol,
      market: c.market,
      side,
      effect,
      price,
      ...(Number.isInteger(lots) && lots > 0 ? { qty: lots } : {}),
    },
    false,
  );

export const placeFuturesOrder = (req: {
  security: string;
  market: string;
  side: 1 | 2;
  effect: Effect;
  orderQty: number;
  price: number;
}) => post<FuturesOrder>('/VERace/FuturesTrade/PlaceFuturesOrder', { ...req, bizAction: 0 });

export const cancelFuturesOrder = (orderId: number) =>
  post<FuturesOrder>('/VERace/FuturesTrade/CancelFuturesOrder', { orderId });
