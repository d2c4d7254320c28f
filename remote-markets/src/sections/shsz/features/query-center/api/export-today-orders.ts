import type { AccountParams } from '../../../account/account-params';
import { exportQuery } from './export-query';

/** GET /VERace/TraderQuery/ExportTodayDelegate */
export function exportTodayOrdersUrl(account: AccountParams, token: string): string {
  return `/VERace/TraderQuery/ExportTodayDelegate?${exportQuery(account, token)}`;
}
