import { http } from '@portal/shared-kit';

/** Totals of the transfers, in yuan. */
export interface TransferSummary {
  transferIn: number;
  transferOut: number;
  net: number;
  count: number;
}

/** GET /VERace/StockQuery/GetTransferRecordSummary */
export function getTransferRecordSummary(a: { assetAccount: number }): Promise<TransferSummary> {
  return http.call<TransferSummary>(
    { method: 'GET', url: '/VERace/StockQuery/GetTransferRecordSummary', params: a },
    { toast: false },
  );
}
