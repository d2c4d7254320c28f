import { downloadFile, http } from '@portal/shared-kit';
import type { ApiData, ApiItem } from '@portal/shared-kit/api-types';
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

/**
 * The credit account; `marginAvailable` is 保证金可用余额: cash plus collateral at its haircut
 * (折算率).
 */
export type CreditAsset = Pick<
  ApiData<'/VERace/MarginQuery/QueryCreditAsset'>,
  | 'totalAssets'
  | 'liabilities'
  | 'netAssets'
  | 'available'
  | 'financeDebt'
  | 'shortValue'
  | 'interest'
  | 'creditLine'
  | 'creditUsed'
  | 'creditAvailable'
  | 'marginAvailable'
  | 'maintenanceRatio'
  | 'warnRatio'
  | 'liquidateRatio'
  | 'status'
>;

/** A debt (负债合约); `contractType` L 融资, S 融券. */
export type Contract = Pick<
  ApiItem<'/VERace/MarginQuery/QueryCreditContracts'>,
  | 'security'
  | 'securityName'
  | 'contractType'
  | 'contractName'
  | 'qty'
  | 'closableQty'
  | 'debt'
  | 'interest'
  | 'margin'
  | 'lastPrice'
  | 'marketValue'
>;

export type Collateral = Pick<
  ApiItem<'/VERace/MarginQuery/QueryCreditPosition'>,
  | 'security'
  | 'securityName'
  | 'qty'
  | 'sellableQty'
  | 'costPrice'
  | 'lastPrice'
  | 'marketValue'
  | 'haircut'
>;

export type Eligible = Pick<
  ApiItem<'/VERace/MarginQuery/QueryEligibleList'>,
  'security' | 'market' | 'securityName' | 'financeRatio' | 'shortRatio' | 'haircut' | 'lastPrice'
>;

/**
 * A credit order. QueryCurOrdList lists the rows PlaceCreditOrder answers (creditOrderView), but
 * its schema is the generic list helper's (rows unknown): the order answer names the fields.
 */
export type CreditOrder = Pick<
  ApiData<'/VERace/MarginTrade/PlaceCreditOrder'>,
  | 'orderId'
  | 'security'
  | 'securityName'
  | 'effectName'
  | 'price'
  | 'orderQty'
  | 'filledQty'
  | 'statusName'
  | 'cancelable'
  | 'orderTime'
>;

export type CreditFill = Pick<
  ApiItem<'/VERace/MarginQuery/QueryCurRptList'>,
  | 'reportId'
  | 'security'
  | 'securityName'
  | 'effectName'
  | 'execTypeName'
  | 'qty'
  | 'price'
  | 'amount'
  | 'fees'
  | 'realised'
  | 'time'
>;

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
  post<Pick<ApiData<'/VERace/MarginQuery/QueryMaxCreditVolume'>, 'maxVolume'>>(
    '/VERace/MarginQuery/QueryMaxCreditVolume',
    {
      security: e.security,
      market: e.market,
      effect,
      price,
    },
  );
export const placeOrder = (e: Eligible, effect: CreditEffect, qty: number, price: number) =>
  post<ApiData<'/VERace/MarginTrade/PlaceCreditOrder'>>(
    '/VERace/MarginTrade/PlaceCreditOrder',
    { security: e.security, market: e.market, effect, orderQty: qty, price, bizAction: 0 },
    true,
  );
export const directRepay = (e: Eligible, amount: number) =>
  post<ApiData<'/VERace/MarginTrade/DirectRepay'>>(
    '/VERace/MarginTrade/DirectRepay',
    { security: e.security, market: e.market, amount },
    true,
  );
export const directReturn = (e: Eligible, qty: number) =>
  post<ApiData<'/VERace/MarginTrade/DirectReturn'>>(
    '/VERace/MarginTrade/DirectReturn',
    { security: e.security, market: e.market, orderQty: qty },
    true,
  );
export const cancelOrder = (orderId: number) =>
  post<ApiData<'/VERace/MarginTrade/CancelCreditOrder'>>(
    '/VERace/MarginTrade/CancelCreditOrder',
    { orderId },
    true,
  );
