import { downloadFile, http } from '@portal/shared-kit';
import { accountParams } from '../../common/futures';

/** The credit order kinds (委托类别) in the ticket's tab order. */
export const CREDIT_KINDS = [
  { effect: 'financeBuy', label: '融资买入', side: 1 },
  { effect: 'shortSell', label: '融券卖出', side: 2 },
  { effect: 'collateralBuy', label: '担保品买入', side: 1 },
  { effect: 'collateralSell', label: '担保品卖出', side: 2 },
  { effect: 'sellRepay', label: '卖券还款', side: 2 },
  { effect: 'buyRepay', label: '买券还券', side: 1 },
] as const;
export type CreditEffect = (typeof CREDIT_KINDS)[number]['effect'];

/** The two repayments without an order: cash into a financing debt, shares into a short. */
export const DIRECT_KINDS = [
  { effect: 'directRepay', label: '直接还款', side: 1 },
  { effect: 'directReturn', label: '直接还券', side: 1 },
] as const;
export type DirectEffect = (typeof DIRECT_KINDS)[number]['effect'];
export const isDirect = (e: string): e is DirectEffect => DIRECT_KINDS.some((k) => k.effect === e);

export interface CreditAsset {
  totalAssets: number;
  liabilities: number;
  netAssets: number;
  available: number;
  financeDebt: number;
  shortValue: number;
  interest: number;
  creditLine: number;
  creditUsed: number;
  creditAvailable: number;
  /** 保证金可用余额: cash plus collateral at its haircut (折算率). */
  marginAvailable: number;
  maintenanceRatio: number | null;
  warnRatio: number;
  liquidateRatio: number;
  status: string;
}

export interface Contract {
  security: string;
  securityName: string;
  /** L 融资, S 融券. */
  contractType: string;
  contractName: string;
  qty: number;
  closableQty: number;
  debt: number;
  interest: number;
  margin: number;
  lastPrice: number;
  marketValue: number;
}

export interface Collateral {
  security: string;
  securityName: string;
  qty: number;
  sellableQty: number;
  costPrice: number;
  lastPrice: number;
  marketValue: number;
  haircut: number;
}

export interface Eligible {
  security: string;
  market: string;
  securityName: string;
  financeRatio: number;
  shortRatio: number;
  haircut: number;
  lastPrice: number;
}

export interface CreditOrder {
  orderId: number;
  security: string;
  securityName: string;
  effectName: string;
  price: number;
  orderQty: number;
  filledQty: number;
  statusName: string;
  cancelable: boolean;
  orderTime: string;
}

export interface CreditFill {
  reportId: number;
  security: string;
  securityName: string;
  effectName: string;
  execTypeName: string;
  qty: number;
  price: number;
  amount: number;
  fees: number;
  realised: number;
  time: string;
}

const post = async <T>(url: string, data: Record<string, unknown> = {}, toast = false) =>
  http.call<T>({ method: 'POST', url, data: { ...(await accountParams()), ...data } }, { toast });

/** Downloads the .xlsx of credit fills or orders of a date range (the server names the file). */
export const exportRecords = async (kind: 'fills' | 'orders', fromDate: string, toDate: string) =>
  downloadFile({
    url:
      kind === 'fills'
        ? '/VERace/MarginQuery/ExportCreditFills'
        : '/VERace/MarginQuery/ExportCreditOrders',
    params: {
      ...(await accountParams()),
      ...(fromDate ? { fromDate } : {}),
      ...(toDate ? { toDate } : {}),
    },
    fileName: kind === 'fills' ? '信用成交.xlsx' : '信用委托.xlsx',
  });
export const queryMax = (e: Eligible, effect: CreditEffect, price: number) =>
  post<{ maxVolume: number }>('/VERace/MarginQuery/QueryMaxCreditVolume', {
    security: e.security,
    market: e.market,
    effect,
    price,
  });
export const placeOrder = (e: Eligible, effect: CreditEffect, qty: number, price: number) =>
  post<CreditOrder>(
    '/VERace/MarginTrade/PlaceCreditOrder',
    { security: e.security, market: e.market, effect, orderQty: qty, price, bizAction: 0 },
    true,
  );
export const directRepay = (e: Eligible, amount: number) =>
  post<{ repaid: number }>(
    '/VERace/MarginTrade/DirectRepay',
    { security: e.security, market: e.market, amount },
    true,
  );
export const directReturn = (e: Eligible, qty: number) =>
  post<{ returned: number }>(
    '/VERace/MarginTrade/DirectReturn',
    { security: e.security, market: e.market, orderQty: qty },
    true,
  );
export const cancelOrder = (orderId: number) =>
  post<CreditOrder>('/VERace/MarginTrade/CancelCreditOrder', { orderId }, true);
