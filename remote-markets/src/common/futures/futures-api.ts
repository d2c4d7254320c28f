import type { ApiData, ApiItem, ApiRow } from '@portal/shared-kit/api-types';
import { accountParams, postForAccount } from '../derivatives';

/** The two futures sections: 商品期货 (/futures) and 金融期货 (/financeFutures). */
export type FuturesKind = 'commodity' | 'finance';
export type Effect = 'open' | 'close' | 'closeToday' | 'closeYesterday';

/** A contract row of GetFuturesSecurityCurInfo / GetFuturesTradeParam. */
export type Contract = Pick<
  ApiItem<'/VERace/FuturesQuery/GetFuturesSecurityCurInfo'>,
  | 'symbol'
  | 'market'
  | 'shortName'
  | 'product'
  | 'productName'
  | 'deliveryMonth'
  | 'lastTradingDay'
  | 'isMain'
  | 'multiplier'
  | 'tick'
  | 'limitPct'
  | 'longMarginRate'
  | 'shortMarginRate'
  | 'feeKind'
  | 'openFee'
  | 'closeFee'
  | 'closeTodayFee'
  | 'daySessions'
  | 'nightSession'
  | 'positionLimit'
  | 'closeTodayOrders'
  | 'last'
  | 'preSettlement'
  | 'change'
  | 'changePct'
  | 'bidPrice'
  | 'askPrice'
  | 'limitUp'
  | 'limitDown'
  | 'volume'
  | 'marginPerLot'
>;

export type Capital = Pick<
  ApiData<'/VERace/FuturesQuery/QueryAssetCapital'>,
  | 'equity'
  | 'available'
  | 'frozen'
  | 'margin'
  | 'floatingPL'
  | 'realisedPL'
  | 'fees'
  | 'riskRatio'
  | 'totalAssets'
>;

export type Holding = Pick<
  ApiItem<'/VERace/FuturesQuery/QueryAssetPosition'>,
  | 'market'
  | 'security'
  | 'securityName'
  | 'posSide'
  | 'posSideName'
  | 'qty'
  | 'todayQty'
  | 'yesterdayQty'
  | 'closableQty'
  | 'closableToday'
  | 'closableYesterday'
  | 'avgPrice'
  | 'lastPrice'
  | 'floatingPL'
  | 'margin'
  | 'closeTodayOrders'
>;

export type FuturesOrder = Pick<
  ApiRow<'/VERace/FuturesQuery/QueryCurOrdList'>,
  | 'orderId'
  | 'security'
  | 'securityName'
  | 'market'
  | 'side'
  | 'sideName'
  | 'effectName'
  | 'price'
  | 'orderQty'
  | 'filledQty'
  | 'avgPrice'
  | 'fees'
  | 'statusName'
  | 'cancelable'
  | 'rejectReason'
  | 'orderTime'
>;

/** A settlement row of QuerySettlementStatement (a fill row with the day's settlement price). */
type SettlementRow =
  ApiData<'/VERace/FuturesQuery/QuerySettlementStatement'>['settlements'][number];

/** A fill of today's list or a statement; `settlementPrice` on the statement's settlement rows. */
export type FuturesFill = Pick<
  ApiRow<'/VERace/FuturesQuery/QueryCurRptList'>,
  | 'reportId'
  | 'security'
  | 'securityName'
  | 'sideName'
  | 'effectName'
  | 'posSideName'
  | 'execTypeName'
  | 'qty'
  | 'price'
  | 'amount'
  | 'fees'
  | 'realised'
  | 'time'
> &
  Partial<Pick<SettlementRow, 'settlementPrice'>>;

/** A day's settlement statement (结算单): its totals, the day's trades and the settlement rows. */
export type Statement = Pick<
  ApiData<'/VERace/FuturesQuery/QuerySettlementStatement'>,
  'tradingDate' | 'settled' | 'summary'
> & { trades: FuturesFill[]; settlements: FuturesFill[] };

/** Futures calls act on the current account (see derivatives/account-params). */
const post = postForAccount;
export { accountParams };

// Contracts, capital, holdings, orders and fills are reads of the portal API: futures-endpoints.ts.
/** POST /VERace/TradeParam/GetFuturesTradeParam */
export const getTradeParams = (kind: FuturesKind) =>
  post<ApiData<'/VERace/TradeParam/GetFuturesTradeParam'>>(
    '/VERace/TradeParam/GetFuturesTradeParam',
    { kind },
  );
export const getStatementDates = () =>
  post<ApiData<'/VERace/FuturesQuery/GetSettlementDates'>>(
    '/VERace/FuturesQuery/GetSettlementDates',
    {},
    false,
  );
export const getStatement = (kind: FuturesKind, tradingDate?: string) =>
  post<Statement>('/VERace/FuturesQuery/QuerySettlementStatement', {
    kind,
    ...(tradingDate ? { tradingDate } : {}),
  });

/** Max lots and the margin the server's order path freezes for `lots` (rate incl. the contest's add). */
export type MaxVolume = Pick<
  ApiData<'/VERace/FuturesQuery/QueryMaxOpenVolume'>,
  'maxVolume' | 'marginPerLot' | 'margin' | 'marginRate'
>;

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
}) =>
  post<ApiData<'/VERace/FuturesTrade/PlaceFuturesOrder'>>(
    '/VERace/FuturesTrade/PlaceFuturesOrder',
    { ...req, bizAction: 0 },
  );

export const cancelFuturesOrder = (orderId: number) =>
  post<ApiData<'/VERace/FuturesTrade/CancelFuturesOrder'>>(
    '/VERace/FuturesTrade/CancelFuturesOrder',
    { orderId },
  );
