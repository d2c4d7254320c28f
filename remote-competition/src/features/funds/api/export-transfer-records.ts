import { downloadFile } from '@portal/shared-kit';

/** GET /VERace/StockQuery/ExportTransferRecords (export) */
export function exportTransferRecords(a: { assetAccount: number }): Promise<string> {
  return downloadFile({
    url: '/VERace/StockQuery/ExportTransferRecords',
    params: a,
    fileName: '转账记录.xlsx',
  });
}
