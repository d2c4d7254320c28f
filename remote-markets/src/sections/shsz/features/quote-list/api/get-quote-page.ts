import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import type { Quote } from '../../../api/market-types';
import { toQuote } from '../../../api/to-quote';

/** Sort of a quote list: a quote field and a direction. */
export interface QuoteSort {
  orderBy: string;
  sortord: 'asc' | 'desc';
}

/** GET /tick/symbols */
export async function getQuotePage(
  codes: readonly string[],
  sort: QuoteSort,
  pageIndex: number,
  pageSize: number,
): Promise<{ total: number; rows: Quote[] }> {
  const data = await http.call<ApiData<'/tick/symbols'>>(
    {
      method: 'GET',
      url: '/tick/symbols',
      params: {
        codes: codes.join(','),
        orderBy: sort.orderBy,
        sortord: sort.sortord,
        pageIndex,
        pageSize,
      },
    },
    { toast: false },
  );
  return { total: data?.total ?? 0, rows: (data?.list ?? []).map(toQuote) };
}
