import { downloadFile } from '@portal/shared-kit';
import {
  listOf,
  post,
  type Page,
  sectionAccount,
  type HkFill,
  type HkOrder,
  type HkSectionId,
} from './hk-api';

/** HK shares have 5-digit codes; the stock lists hold the account's other holdings too. */
export const isHk = (code: string) => /^\d{5}$/.test(code);
/** Security type of HK shares in the list filters (spec §5). */
export const HK_TYPE = 6;

/** A date range of the query center (YYYY-MM-DD, both optional). */
export interface HkRange {
  fromDate: string;
  toDate: string;
}

export interface HkTransfer {
  transferId?: number;
  time?: string;
  tradingDate?: string;
  directionName?: string;
  direction?: number;
  amount: number;
  balanceAfter?: number;
}

/** The section's orders of a date range (查询中心; today's are the portal API's hkOrders). */
export const getHkOrders = async (section: HkSectionId, range: HkRange) =>
  listOf(
    await post<Page<HkOrder>>(section, '/VERace/StockQuery/QueryStkHisOrdList', {
      pageSize: 200,
      securityType: HK_TYPE,
      ...range,
    }),
  ).filter((o) => isHk(o.security));

/** The section's fills of a date range (查询中心; today's are the portal API's hkFills). */
export const getHkFills = async (section: HkSectionId, range: HkRange) =>
  listOf(
    await post<Page<HkFill>>(section, '/VERace/StockQuery/QueryStkHisRptList', {
      pageSize: 200,
      ...range,
    }),
    // Cancel reports (撤单) are not fills.
  ).filter((f) => isHk(f.security) && !/撤/.test(f.execTypeName ?? ''));

/** The section account's bank–securities transfers within the range. */
export async function getHkTransfers(section: HkSectionId, range: HkRange) {
  const rows = listOf(
    await post<{ list?: HkTransfer[] }>(section, '/VERace/StockQuery/GetTransferRecords', {
      pageSize: 200,
    }),
  );
  const day = (t: HkTransfer) => (t.tradingDate ?? t.time ?? '').slice(0, 10);
  return rows.filter(
    (t) =>
      (!range.fromDate || day(t) >= range.fromDate) && (!range.toDate || day(t) <= range.toDate),
  );
}

const EXPORTS = {
  orders: ['ExportHKOrders', '港股委托.xlsx'],
  fills: ['ExportHKFills', '港股成交.xlsx'],
  transfers: ['ExportHKTransfers', '港股银证转账.xlsx'],
} as const;

/** Downloads the server's .xlsx of the section's orders, fills or transfers in the range. */
export async function exportHk(
  section: HkSectionId,
  kind: keyof typeof EXPORTS,
  range: HkRange,
): Promise<void> {
  const [name, fileName] = EXPORTS[kind];
  const account = await sectionAccount(section);
  const params: Record<string, string> = { section, assetAccount: String(account.assetAccount) };
  if (account.userID) params.userID = String(account.userID);
  if (range.fromDate) params.fromDate = range.fromDate;
  if (range.toDate) params.toDate = range.toDate;
  await downloadFile({ url: `/VERace/HKQuery/${name}`, fileName, params });
}
