import { http } from '@portal/shared-kit';
import type { ApiData, ApiRow } from '@portal/shared-kit/api-types';
import { pageOf, type Paged } from '../api/list-of';

/** One live snapshot row of /tick/symbols. */
export type QuoteRow = Pick<
  ApiRow<'/tick/symbols'>,
  | 'symbol'
  | 'market'
  | 'shortName'
  | 'securityType'
  | 'last'
  | 'open'
  | 'high'
  | 'low'
  | 'preClose'
  | 'change'
  | 'changePct'
  | 'volume'
  | 'amount'
>;

/** Arguments of a quote list read. */
export interface QuoteQuery {
  codes?: string;
  markets?: string;
  pageIndex?: number;
  pageSize?: number;
  orderBy?: string;
  sortord?: 'asc' | 'desc';
}

/** GET /tick/symbols (codes, pageIndex, pageSize, orderBy, sortord) */
export async function getQuotes(q: QuoteQuery): Promise<Paged<QuoteRow>> {
  const data = await http.call<ApiData<'/tick/symbols'>>(
    { method: 'GET', url: '/tick/symbols', params: q },
    { toast: false },
  );
  return pageOf<QuoteRow>(data);
}
