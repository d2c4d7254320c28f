import type { AccountParams } from '../../../account/account-params';
import { exportQuery } from './export-query';

/** GET /VERace/TraderQuery/ExportTodayMakeBargain */
export function exportTodayFillsUrl(account: AccountParams, token: string): string {
  return `/VERace/TraderQuery/ExportTodayMakeBargain?${exportQuery(account, token)}`;
}
