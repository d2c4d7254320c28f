import { http, session } from '@portal/shared-kit';

/** A pair of GetForexSecurityCurInfo with its live bid/ask. */
export interface ForexQuote {
  symbol: string;
  shortName: string;
  bid: number;
  ask: number;
  last: number;
  high: number;
  low: number;
  preClose: number;
  changePct: number;
  decimals: number;
}

export interface CurrencyBalance {
  currency: string;
  balance: number;
  available: number;
  frozen: number;
  cnyValue: number;
  floatingPL: number;
}

export interface ForexPosition {
  security: string;
  securityName: string;
  qty: number;
  sellableQty: number;
  costPrice: number;
  lastPrice: number;
  marketValue: number;
  floatingPL: number;
}

/** The contest's margin mode (虚盘) and the account's margin figures (CNY yuan, level in %). */
export interface ForexMargin {
  enabled: boolean;
  leverage: number;
  marginCallLevel: number;
  stopOutLevel: number;
  equity: number;
  usedMargin: number;
  freeMargin: number;
  floatingPL: number;
  marginLevel: number | null;
  warning: boolean;
  stopOut: boolean;
}

/** A margin position: long (L, 多) or short (S, 空) of a pair. */
export interface ForexMarginPosition {
  security: string;
  securityName: string;
  posSide: 'L' | 'S';
  posSideName: string;
  qty: number;
  sellableQty: number;
  openPrice: number;
  lastPrice: number;
  decimals: number;
  usedMargin: number;
  floatingPL: number;
  swap: number;
}

/** A day record of the margin mode: 隔夜利息 (121) or 强制平仓 (122). */
export interface ForexMarginRecord {
  reportId: number;
  security: string;
  sideName: string;
  execType: number;
  recordName: string;
  qty: number;
  price: number;
  amount: number;
  fees: number;
  realisedPL: number;
  tradingDate: string;
}

export interface ForexAccounts {
  assetAccount: number;
  matchID: number;
  assets: { totalAssets: number; availableCash: number; totalPL: number; yieldRate: number };
  currencies: CurrencyBalance[];
  positions: ForexPosition[];
  rules?: { cnyRates: Record<string, number>; commissionRate: number };
  margin?: ForexMargin;
  marginPositions?: ForexMarginPosition[];
}

export interface ForexOrder {
  orderId: number;
  security: string;
  securityName: string;
  sideName: string;
  /** Margin mode: 'open' (开仓) or 'close' (平仓); absent for a spot order. */
  effect?: string;
  price: number;
  orderQty: number;
  filledQty: number;
  avgPrice: number;
  statusName: string;
  cancelable: boolean;
  orderTime: string;
}

export interface ForexFill {
  reportId: number;
  security: string;
  securityName: string;
  sideName: string;
  execTypeName: string;
  qty: number;
  price: number;
  amount: number;
  fees: number;
  time: string;
}

/** The current contest when it is one (the server picks the forex contest account from it). */
export const matchParams = () => {
  const id = session.getState().currentMatch?.matchID;
  return id ? { matchID: id } : {};
};

const call = <T>(url: string, data: Record<string, unknown> = {}, toast = false) =>
  http.call<T>({ method: 'POST', url, data: { ...matchParams(), ...data } }, { toast });

/** What an open (虚盘 开仓) takes, from the server's order-path rule, in CNY. */
export interface ForexOpenMargin {
  leverage: number;
  margin: number;
  commission: number;
  frozen: number;
}

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
}) => call<ForexOrder>('/VERace/ForexTrade/PlaceForexOrder', req, true);

export const cancelForexOrder = (orderId: number) =>
  call<ForexOrder>('/VERace/ForexTrade/CancelForexOrder', { orderId }, true);

/** Base and quote currency of a pair code. */
export const currenciesOf = (symbol: string) => ({
  base: symbol.slice(0, 3),
  quote: symbol.slice(3, 6),
});
