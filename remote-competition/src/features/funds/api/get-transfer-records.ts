import { http } from '@portal/shared-kit';
import type { Row } from '../../../common/api/field';
import { pageOf, type Paged } from '../../../common/api/list-of';

/** POST /VERace/StockQuery/GetTransferRecords */
export async function getTransferRecords(a: {
  assetAccount: number;
  pageIndex: number;
  pageSize: number;
}): Promise<Paged<Row>> {
  const data = await http.call<unknown>(
    { method: 'POST', url: '/VERace/StockQuery/GetTransferRecords', data: a },
    { toast: false },
  );
  return pageOf<Row>(data);
}
