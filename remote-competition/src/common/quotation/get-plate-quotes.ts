import { http } from '@portal/shared-kit';
import type { ApiData, ApiRow } from '@portal/shared-kit/api-types';
import { pageOf, type Paged } from '../api/list-of';
import { getQuotes, type QuoteRow } from './get-quotes';

/** Arguments of a plate quote read. */
export interface PlateQuoteQuery {
  plateId: number;
  pageIndex: number;
  pageSize: number;
  searchString?: string;
}

/**
 * GET /static/security/plate/{id} (searchString, markets, pageSize, isIncludeIndex), then the
 * page's snapshots through /tick/symbols: a plate's quote list page.
 */
export async function getPlateQuotes(q: PlateQuoteQuery): Promise<Paged<QuoteRow>> {
  const data = await http.call<ApiData<'/static/security/plate/{id}'>>(
    {
      method: 'GET',
      url: `/static/security/plate/${q.plateId}`,
      params: {
        pageIndex: q.pageIndex,
        pageSize: q.pageSize,
        searchString: q.searchString || undefined,
        isIncludeIndex: false,
      },
    },
    { toast: false },
  );
  const members = pageOf<ApiRow<'/static/security/plate/{id}'>>(data);
  if (!members.list.length) return { total: members.total, list: [] };
  const quotes = await getQuotes({
    codes: members.list.map((m) => `${m.symbol}.${m.market}`).join(','),
    pageSize: members.list.length,
  });
  return { total: members.total, list: quotes.list };
}
