import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import type { Quote } from './market-types';
import { toQuote } from './to-quote';

/** GET /tick/symbols */
export async function getQuotes(codes: readonly string[]): Promise<Quote[]> {
  const data = await http.call<ApiData<'/tick/symbols'>>(
    { method: 'GET', url: '/tick/symbols', params: { codes: codes.join(','), pageSize: 200 } },
    { toast: false },
  );
  return (data?.list ?? []).map(toQuote);
}
