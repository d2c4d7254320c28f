import { http } from '@portal/shared-kit';
import { accountParams } from '../futures/futures-api';
import { parseSecurityInfoList } from '../security/security-info';

/** The two HK sections: HKStock (沪深港通, CNY) and HKMarkets (港股通, HKD with initialHKD). */
export type HkSectionId = 'HKStock' | 'HKMarkets';

/** GetHKTradeRules: the contest's reference rates CNY/HKD, fees, spread table, sessions, VCM. */
export interface HkRules {
  settlementCurrency: 'CNY' | 'HKD';
  referenceRate: { buy: number; sell: number };
  fees: { stampDuty: number; tradingFee: number; sfcLevy: number; settlementFee: number };
  spreadTable: Array<{ below: number | null; tick: number }>;
  sessions?: { morning: string; afternoon: string; closingAuction: string };
  cashSettlementDays?: number;
}

/** GetHKStatus: an HK share's clock, session and VCM state. */
export interface HkStatus {
  security: string;
  last: number;
  hkTime: string;
  session: string;
  sessionName: string;
  canOrder: boolean;
  atAuction: boolean;
  tradingDay: boolean;
  casReference: number | null;
  vcm: {
    status: 'off' | 'monitoring' | 'cooling';
    pct: number;
    reference: number | null;
    band: { low: number; high: number } | null;
    coolingUntil: string | null;
  } | null;
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

/** GetHKAccount: the section's account in its currency, with its unsettled sale proceeds. */
export interface HkAssets {
  assetAccount: number;
  currencyName: 'CNY' | 'HKD';
  availableCash: number;
  frozenCash: number;
  unsettledCash: number;
  marketValue: number;
  totalAssets: number;
}

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
export function boardLotOf(data: unknown): number {
  const info = parseSecurityInfoList(typeof data === 'string' ? data : '')[0];
  return info && info.bQtyStep > 0 ? info.bQtyStep : 100;
}

export async function maxHkBuy(section: HkSectionId, security: string, price: number) {
  const data = await post<number | { maxVolume: number }>(
    section,
    '/TradeGW/Query/QueryMaxBuyVolume',
    { security, market: 'HKEX', price },
  );
  return typeof data === 'number' ? data : (data?.maxVolume ?? 0);
}

/** A limit order, or with `atAuction` an at-auction order of the closing auction (no price). */
export const placeHkOrder = (
  section: HkSectionId,
  req: { security: string; side: 1 | 2; orderQty: number; price: number },
  atAuction = false,
) =>
  post<unknown>(
    section,
    '/VERace/StockTrade/PlaceStkOrder',
    { ...req, market: 'HKEX', bizAction: atAuction ? 1 : 0 },
    true,
  );

export const cancelHkOrder = (section: HkSectionId, orderId: number, security: string) =>
  post<unknown>(
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
