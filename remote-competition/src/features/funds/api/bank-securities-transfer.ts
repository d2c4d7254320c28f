import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** Transfer directions: 1 bank → securities, 2 securities → bank. */
export const TRANSFER_DIRECTIONS = { IN: 1, OUT: 2 } as const;

/** POST /VERace/StockQuery/BankSecuritiesTransfer */
export function bankSecuritiesTransfer(a: {
  assetAccount: number;
  direction: number;
  amount: number;
}): Promise<ApiData<'/VERace/StockQuery/BankSecuritiesTransfer'>> {
  return http.call<ApiData<'/VERace/StockQuery/BankSecuritiesTransfer'>>({
    method: 'POST',
    url: '/VERace/StockQuery/BankSecuritiesTransfer',
    data: a,
  });
}
