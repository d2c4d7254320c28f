import { http } from '@portal/shared-kit';
import { accountParams } from '../futures/futures-api';
import { parseSecurityInfoList } from '../security/security-info';

/** GetHKTradeRules: the contest's reference rates CNY/HKD, fee rates and the spread table. */
export interface HkRules {
  settlementCurrency: string;
  referenceRate: { buy: number; sell: number };
  fees: { stampDuty: number; tradingFee: number; sfcLevy: number; settlementFee: number };
  spreadTable: Array<{ below: number | null; tick: number }>;
}

/** A row of /tick/symbols for an HKEX share. */
export interface HkQuote {
  symbol: string;
  market: string;
  shortName: string;
  last: number;
  changePct: number;
  bidPrices: number[];
  askPrices: number[];
}

export interface HkPosition {
  security: string;
  securityName: string;
  qty: number;
  sellableQty: number;
  costPrice: number;
  lastPrice: number;
  marketValue: number;
  floatingPL: number;
}

export interface HkOrder {
  orderId: number;
  security: string;
  securityName: string;
  sideName: string;
  price: number;
  orderQty: number;
  filledQty: number;
  statusName: string;
  orderTime?: string;
  time?: string;
}

export interface HkFill {
  reportId: number;
  security: string;
  securityName: string;
  sideName: string;
  qty: number;
  price: number;
  amount: number;
  fees: number;
  time: string;
  execTypeName?: string;
}

export interface HkAssets {
  availableCash: number;
  frozenCash: number;
  marketValue: number;
  totalAssets: number;
}

type Page<T> = T[] | { list?: T[] };
const listOf = <T>(p: Page<T> | undefined): T[] => (Array.isArray(p) ? p : (p?.list ?? []));

const post = async <T>(url: string, data: Record<string, unknown> = {}, toast = false) =>
  http.call<T>({ method: 'POST', url, data: { ...(await accountParams()), ...data } }, { toast });

export const getHkRules = () => post<HkRules>('/VERace/HKQuery/GetHKTradeRules');

export const getHkQuotes = async (): Promise<HkQuote[]> =>
  listOf(
    await http.call<Page<HkQuote>>(
      { method: 'GET', url: '/tick/symbols', params: { markets: 'HKEX', pageSize: 200 } },
      { toast: false },
    ),
  );

/** Board lot of a share (the master's buy step, GetSecurityCurInfoForVE). */
export async function getBoardLot(symbol: string): Promise<number> {
  const data = await http.call<string>(
    {
      method: 'POST',
      url: '/TradeGW/BaseData/GetSecurityCurInfoForVE',
      data: { securities: `${symbol}.HKEX` },
    },
    { toast: false },
  );
  const info = parseSecurityInfoList(typeof data === 'string' ? data : '')[0];
  return info && info.bQtyStep > 0 ? info.bQtyStep : 100;
}

export const getHkAssets = () => post<HkAssets>('/VERace/StockQuery/QueryUserAssets');
export const getHkPositions = async () =>
  listOf(
    await post<Page<HkPosition>>('/TradeGW/Query/QuerySecurityAssets', { pageSize: 200 }),
  ).filter((p) => /^\d{5}$/.test(p.security));
export const getHkOrders = async () =>
  listOf(
    await post<Page<HkOrder>>('/VERace/StockQuery/QueryStkCurOrdList', { pageSize: 200 }),
  ).filter((o) => /^\d{5}$/.test(o.security));
export const getHkFills = async () =>
  listOf(
    await post<Page<HkFill>>('/VERace/StockQuery/QueryStkCurRptList', { pageSize: 200 }),
    // Cancel reports (撤单) are not fills.
  ).filter((f) => /^\d{5}$/.test(f.security) && !/撤/.test(f.execTypeName ?? ''));

export async function maxHkBuy(security: string, price: number): Promise<number> {
  const data = await post<number | { maxVolume: number }>('/TradeGW/Query/QueryMaxBuyVolume', {
    security,
    market: 'HKEX',
    price,
  });
  return typeof data === 'number' ? data : (data?.maxVolume ?? 0);
}

export const placeHkOrder = (req: {
  security: string;
  side: 1 | 2;
  orderQty: number;
  price: number;
}) =>
  post<unknown>('/VERace/StockTrade/PlaceStkOrder', { ...req, market: 'HKEX', bizAction: 0 }, true);

export const cancelHkOrder = (orderId: number, security: string) =>
  post<unknown>('/VERace/StockTrade/CancelStkOrder', { orderId, security, market: 'HKEX' }, true);

/** The spread-table tick at a price (HKD). */
export function spreadTick(rules: HkRules | null, price: number): number {
  for (const band of rules?.spreadTable ?? [])
    if (band.below === null || price < band.below) return band.tick;
  return 0.01;
}
