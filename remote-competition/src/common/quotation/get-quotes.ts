import { http } from '@portal/shared-kit';
import { pageOf, type Paged } from '../api/list-of';

/** One live snapshot row of /tick/symbols. */
export interface QuoteRow {
  symbol: string;
  market: string;
  shortName: string;
  securityType: number;
  last: number;
  open: number;
  high: number;
  low: number;
  preClose: number;
  change: number;
  changePct: number;
  volume: number;
  amount: number;
}

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
  const data = await http.call<unknown>(
    { method: 'GET', url: '/tick/symbols', params: q },
    { toast: false },
  );
  return pageOf<QuoteRow>(data);
}
