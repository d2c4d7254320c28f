import { http, session } from '@portal/shared-kit';
import type { ApiData, ApiItem, ApiRow } from '@portal/shared-kit/api-types';

/** QueryForexAccounts: balances, holdings, the rules and the margin figures. */
type Accounts = ApiData<'/VERace/ForexQuery/QueryForexAccounts'>;

/** A pair of GetForexSecurityCurInfo with its live bid/ask. */
export type ForexQuote = Pick<
  ApiItem<'/VERace/ForexQuery/GetForexSecurityCurInfo'>,
  | 'symbol'
  | 'shortName'
  | 'bid'
  | 'ask'
  | 'last'
  | 'high'
  | 'low'
  | 'preClose'
  | 'changePct'
  | 'decimals'
>;

export type CurrencyBalance = Pick<
  Accounts['currencies'][number],
  'currency' | 'balance' | 'available' | 'frozen' | 'cnyValue' | 'floatingPL'
>;

export type ForexPosition = Pick<
  Accounts['positions'][number],
  | 'security'
  | 'securityName'
  | 'qty'
  | 'sellableQty'
  | 'costPrice'
  | 'lastPrice'
  | 'marketValue'
  | 'floatingPL'
>;

/** The contest's margin mode (虚盘) and the account's margin figures (CNY yuan, level in %). */
export type ForexMargin = Pick<
  Accounts['margin'],
  | 'enabled'
  | 'leverage'
  | 'marginCallLevel'
  | 'stopOutLevel'
  | 'equity'
  | 'usedMargin'
  | 'freeMargin'
  | 'floatingPL'
  | 'marginLevel'
  | 'warning'
  | 'stopOut'
>;

/** A margin position: long (L, 多) or short (S, 空) of a pair. */
export type ForexMarginPosition = Pick<
  Accounts['marginPositions'][number],
  | 'security'
  | 'securityName'
  | 'posSide'
  | 'posSideName'
  | 'qty'
  | 'sellableQty'
  | 'openPrice'
  | 'lastPrice'
  | 'decimals'
  | 'usedMargin'
  | 'floatingPL'
  | 'swap'
>;

/** A day record of the margin mode: 隔夜利息 (121) or 强制平仓 (122). */
export type ForexMarginRecord = Pick<
  ApiRow<'/VERace/ForexQuery/QueryForexMarginRecords'>,
  | 'reportId'
  | 'security'
  | 'sideName'
  | 'execType'
  | 'recordName'
  | 'qty'
  | 'price'
  | 'amount'
  | 'fees'
  | 'realisedPL'
  | 'tradingDate'
>;

export type ForexAccounts = Pick<Accounts, 'assetAccount' | 'matchID' | 'rules' | 'margin'> & {
  assets: Pick<Accounts['assets'], 'totalAssets' | 'availableCash' | 'totalPL' | 'yieldRate'>;
  currencies: CurrencyBalance[];
  positions: ForexPosition[];
  marginPositions: ForexMarginPosition[];
};

/** An order; `effect` in margin mode: 'open' (开仓) or 'close' (平仓), absent for a spot order. */
export type ForexOrder = Pick<
  ApiRow<'/VERace/StockQuery/QueryStkCurOrdList'>,
  | 'orderId'
  | 'security'
  | 'securityName'
  | 'sideName'
  | 'effect'
  | 'price'
  | 'orderQty'
  | 'filledQty'
  | 'avgPrice'
  | 'statusName'
  | 'cancelable'
  | 'orderTime'
>;

export type ForexFill = Pick<
  ApiRow<'/VERace/StockQuery/QueryStkCurRptList'>,
  | 'reportId'
  | 'security'
  | 'securityName'
  | 'sideName'
  | 'execTypeName'
  | 'qty'
  | 'price'
  | 'amount'
  | 'fees'
  | 'time'
>;

/** The current contest when it is one (the server picks the forex contest account from it). */
export const matchParams = () => {
  const id = session.getState().currentMatch?.matchID;
  return id ? { matchID: id } : {};
};

const call = <T>(url: string, data: Record<string, unknown> = {}, toast = false) =>
  http.call<T>({ method: 'POST', url, data: { ...matchParams(), ...data } }, { toast });

/** What an open (虚盘 开仓) takes, from the server's order-path rule, in CNY. */
export type ForexOpenMargin = Pick<
  ApiData<'/VERace/ForexQuery/QueryForexOpenMargin'>,
  'leverage' | 'margin' | 'commission' | 'frozen'
>;

export const queryForexOpenMargin = (security: string, price: number, qty: number) =>
  call<ForexOpenMargin>('/VERace/ForexQuery/QueryForexOpenMargin', { security, price, qty });

export const placeForexOrder = (req: {
  security: string;
  side: 1 | 2;
  orderQty: number;
  price?: number;
  bizAction: 0 | 1;
  /** Margin mode: 1 开仓, 2 平仓; absent for a spot order. */
  openClose?: 1 | 2;
}) =>
  call<ApiData<'/VERace/ForexTrade/PlaceForexOrder'>>(
    '/VERace/ForexTrade/PlaceForexOrder',
    req,
    true,
  );

export const cancelForexOrder = (orderId: number) =>
  call<ApiData<'/VERace/ForexTrade/CancelForexOrder'>>(
    '/VERace/ForexTrade/CancelForexOrder',
    { orderId },
    true,
  );

/** Base and quote currency of a pair code. */
export const currenciesOf = (symbol: string) => ({
  base: symbol.slice(0, 3),
  quote: symbol.slice(3, 6),
});
