import type { ApiRow } from '@portal/shared-kit/api-types';
import { downloadFile } from '@portal/shared-kit';
import { sectionAccount, type HkSectionId } from './hk-api';

/** HK shares have 5-digit codes; the stock lists hold the account's other holdings too. */
export const isHk = (code: string) => /^\d{5}$/.test(code);
/** Security type of HK shares in the list filters (spec §5). */
export const HK_TYPE = 6;

/** A date range of the query center (YYYY-MM-DD, both optional). */
export interface HkRange {
  fromDate: string;
  toDate: string;
}

export type HkTransfer = Pick<
  ApiRow<'/VERace/StockQuery/GetTransferRecords'>,
  'transferId' | 'time' | 'tradingDate' | 'directionName' | 'direction' | 'amount' | 'balanceAfter'
>;

/** Whether a transfer's day is within the range (the server lists them all). */
export function inRange(t: HkTransfer, range: HkRange): boolean {
  const day = (t.tradingDate ?? t.time ?? '').slice(0, 10);
  return (!range.fromDate || day >= range.fromDate) && (!range.toDate || day <= range.toDate);
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
