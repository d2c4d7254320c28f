import { http } from '@portal/shared-kit';
import type { ApiData, ApiRow } from '@portal/shared-kit/api-types';
import { accountParams } from '../futures/futures-api';
import { parseSecurityInfoList } from '../security/security-info';

/** The two HK sections: HKStock (沪深港通, CNY) and HKMarkets (港股通, HKD with initialHKD). */
export type HkSectionId = 'HKStock' | 'HKMarkets';

/** GetHKTradeRules: the contest's CNY/HKD reference rates and spread table (a ticket's reads). */
export type HkRules = Pick<
  ApiData<'/VERace/HKQuery/GetHKTradeRules'>,
  'settlementCurrency' | 'referenceRate' | 'spreadTable'
>;

/** GetHKStatus: an HK share's clock, session and VCM state. */
export type HkStatus = Pick<
  ApiData<'/VERace/HKQuery/GetHKStatus'>,
  | 'security'
  | 'last'
  | 'hkTime'
  | 'session'
  | 'sessionName'
  | 'canOrder'
  | 'atAuction'
  | 'tradingDay'
  | 'casReference'
  | 'vcm'
>;

/** A row of /tick/symbols for an HKEX share. */
export type HkQuote = Pick<
  ApiRow<'/tick/symbols'>,
  'symbol' | 'market' | 'shortName' | 'last' | 'changePct' | 'bidPrices' | 'askPrices'
>;

export type HkPosition = Pick<
  ApiRow<'/TradeGW/Query/QuerySecurityAssets'>,
  | 'security'
  | 'securityName'
  | 'qty'
  | 'sellableQty'
  | 'costPrice'
  | 'lastPrice'
  | 'marketValue'
  | 'floatingPL'
>;

export type HkOrder = Pick<
  ApiRow<'/VERace/StockQuery/QueryStkCurOrdList'>,
  | 'orderId'
  | 'security'
  | 'securityName'
  | 'sideName'
  | 'price'
  | 'orderQty'
  | 'filledQty'
  | 'statusName'
  | 'orderTime'
>;

export type HkFill = Pick<
  ApiRow<'/VERace/StockQuery/QueryStkCurRptList'>,
  | 'reportId'
  | 'security'
  | 'securityName'
  | 'sideName'
  | 'qty'
  | 'price'
  | 'amount'
  | 'fees'
  | 'time'
  | 'execTypeName'
>;

/** GetHKAccount: the section's account in its currency, with its unsettled sale proceeds. */
export type HkAssets = Pick<
  ApiData<'/VERace/HKQuery/GetHKAccount'>,
  | 'assetAccount'
  | 'currencyName'
  | 'availableCash'
  | 'frozenCash'
  | 'unsettledCash'
  | 'marketValue'
  | 'totalAssets'
>;

export type Page<T> = T[] | { list?: T[] };
export const listOf = <T>(p: Page<T> | undefined): T[] => (Array.isArray(p) ? p : (p?.list ?? []));

let cached: { key: string; params: { userID?: number; assetAccount: number } } | null = null;

/**
 * The account a section trades in (GetHKAccount): the contest's CNY account, or for HKMarkets
 * its HKD account when the contest gives initialHKD. Looked up once per contest account.
 */
export async function sectionAccount(section: HkSectionId) {
  const base = await accountParams();
  const key = `${section}|${base.userID ?? ''}|${base.assetAccount ?? ''}`;
  if (cached?.key === key) return cached.params;
  const a = await http.call<HkAssets>(
    { method: 'POST', url: '/VERace/HKQuery/GetHKAccount', data: { ...base, section } },
    { toast: false },
  );
  const params = { ...(base.userID ? { userID: base.userID } : {}), assetAccount: a.assetAccount };
  cached = { key, params };
  return params;
}

export const post = async <T>(
  section: HkSectionId,
  url: string,
  data: Record<string, unknown> = {},
  toast = false,
) =>
  http.call<T>(
    { method: 'POST', url, data: { ...(await sectionAccount(section)), ...data } },
    { toast },
  );

/** The board lot of a GetSecurityCurInfoForVE answer (the master's buy step), 100 by default. */
export function boardLotOf(
  data: ApiData<'/TradeGW/BaseData/GetSecurityCurInfoForVE'> | null,
): number {
  const info = parseSecurityInfoList(typeof data === 'string' ? data : '')[0];
  return info && info.bQtyStep > 0 ? info.bQtyStep : 100;
}

export async function maxHkBuy(section: HkSectionId, security: string, price: number) {
  const data = await post<ApiData<'/TradeGW/Query/QueryMaxBuyVolume'>>(
    section,
    '/TradeGW/Query/QueryMaxBuyVolume',
    { security, market: 'HKEX', price },
  );
  return data?.maxVolume ?? 0;
}

/** A limit order, or with `atAuction` an at-auction order of the closing auction (no price). */
export const placeHkOrder = (
  section: HkSectionId,
  req: { security: string; side: 1 | 2; orderQty: number; price: number },
  atAuction = false,
) =>
  post<ApiData<'/VERace/StockTrade/PlaceStkOrder'>>(
    section,
    '/VERace/StockTrade/PlaceStkOrder',
    { ...req, market: 'HKEX', bizAction: atAuction ? 1 : 0 },
    true,
  );

export const cancelHkOrder = (section: HkSectionId, orderId: number, security: string) =>
  post<ApiData<'/VERace/StockTrade/CancelStkOrder'>>(
    section,
    '/VERace/StockTrade/CancelStkOrder',
    { orderId, security, market: 'HKEX' },
    true,
  );

/** The spread-table tick at a price (HKD). */
export function spreadTick(rules: HkRules | null, price: number): number {
  for (const band of rules?.spreadTable ?? [])
    if (band.below === null || price < band.below) return band.tick;
  return 0.01;
}
