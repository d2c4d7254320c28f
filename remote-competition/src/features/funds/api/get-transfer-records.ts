import { http } from '@portal/shared-kit';
import type { ApiData, ApiRow } from '@portal/shared-kit/api-types';
import { pageOf, type Paged } from '../../../common/api/list-of';

/** One bank-securities transfer of the account. */
export type TransferRecord = ApiRow<'/VERace/StockQuery/GetTransferRecords'>;

/** POST /VERace/StockQuery/GetTransferRecords */
export async function getTransferRecords(a: {
  assetAccount: number;
  pageIndex: number;
  pageSize: number;
}): Promise<Paged<TransferRecord>> {
  const data = await http.call<ApiData<'/VERace/StockQuery/GetTransferRecords'>>(
    { method: 'POST', url: '/VERace/StockQuery/GetTransferRecords', data: a },
    { toast: false },
  );
  return pageOf<TransferRecord>(data);
}
