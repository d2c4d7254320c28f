import { http } from '@portal/shared-kit';
import type { Row } from '../../../common/api/field';

/** GET /VERace/StockQuery/GetTransferRecordSummary */
export function getTransferRecordSummary(a: { userID: string }): Promise<Row> {
  return http.call<Row>(
    { method: 'GET', url: '/VERace/StockQuery/GetTransferRecordSummary', params: a },
    { toast: false },
  );
}
