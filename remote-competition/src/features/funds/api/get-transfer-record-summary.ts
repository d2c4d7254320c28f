import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** Totals of the transfers, in yuan. */
export type TransferSummary = Pick<
  ApiData<'/VERace/StockQuery/GetTransferRecordSummary'>,
  'transferIn' | 'transferOut' | 'net' | 'count'
>;

/** GET /VERace/StockQuery/GetTransferRecordSummary */
export function getTransferRecordSummary(a: { assetAccount: number }): Promise<TransferSummary> {
  return http.call<TransferSummary>(
    { method: 'GET', url: '/VERace/StockQuery/GetTransferRecordSummary', params: a },
    { toast: false },
  );
}
